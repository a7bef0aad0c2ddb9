import { companyBlocks } from '@ccer/contracts';

/** The widget each §3.8 field uses. */
export type CompanyWidget = 'text' | 'date' | 'custType' | 'orgCertificateType' | 'personCertificateType' | 'legalType' | 'area' | 'industry';

const personWidget = (field: string): CompanyWidget => {
  if (field.endsWith('CertificateType')) return 'personCertificateType';
  if (/CertificateDate$|CertificateValidDate$/.test(field)) return 'date';
  return 'text';
};

const basicWidgets: Record<string, CompanyWidget> = {
  custType: 'custType',
  certificateType: 'orgCertificateType',
  certificateValidDate: 'date',
  legalType: 'legalType',
  areaIdList: 'area',
  industryCode: 'industry',
};

export interface CompanySection {
  key: keyof typeof companyBlocks;
  fields: Array<{ name: string; widget: CompanyWidget }>;
}

/** The §3.8 form's blocks in order, each field with its widget (field names from contracts' companyBlocks). */
export const companySections: CompanySection[] = (Object.keys(companyBlocks) as Array<keyof typeof companyBlocks>).map((key) => ({
  key,
  fields: (companyBlocks[key] as readonly string[]).map((name) => ({ name, widget: key === 'basic' ? (basicWidgets[name] ?? 'text') : personWidget(name) })),
}));

/** The contact-person fields copied into a representative's by 'use contact person information' (§3.8). */
export const contactCopy: Record<string, string> = {
  Name: 'contactPersonName',
  CertificateType: 'contactCertificateType',
  CertificateNo: 'contactCertificateNo',
  CertificateDate: 'contactCertificateValidDate',
  PhoneNo: 'contactPhoneNo',
  MobilePhoneNo: 'contactMobilePhoneNo',
  EmailAddress: 'contactEmailAddress',
  WorkUnit: 'contactWorkUnit',
  Address: 'contactPersonAddress',
};

/**
 * The §3.7 organisation form as data: field name, widget and the section it sits in. Labels are
 * registration:org.fields.<name>. Rules come from contracts (organisationFormSchema), so only the widget is here.
 */
export type OrgWidget = 'text' | 'textarea' | 'date' | 'orgCertificateType' | 'personCertificateType' | 'enterpriseType' | 'custField' | 'area';

export interface OrgFieldDef {
  name: string;
  widget: OrgWidget;
}

const f = (name: string, widget: OrgWidget = 'text'): OrgFieldDef => ({ name, widget });

export const orgSections: ReadonlyArray<{ key: string; fields: readonly OrgFieldDef[] }> = [
  {
    key: 'basic',
    fields: [
      f('custName'),
      f('enterpriseType', 'enterpriseType'),
      f('custField', 'custField'),
      f('certificateType', 'orgCertificateType'),
      f('certificateNo'),
      f('certificateValidDate', 'date'),
      f('enterpriseEmail'),
      f('phoneNo'),
      f('homePage'),
      f('zipCode'),
      f('areaIdList', 'area'),
      f('contactAddress'),
      f('enterpriseContent', 'textarea'),
    ],
  },
  {
    key: 'legal',
    fields: [
      f('legalPersonName'),
      f('legalCertificateType', 'personCertificateType'),
      f('legalCertificateNo'),
      f('legalCertificateValidDate', 'date'),
      f('legalPhoneNo'),
      f('legalMobilPhoneNo'),
      f('legalEmailAddress'),
      f('legalAddress'),
    ],
  },
  {
    key: 'contact',
    fields: [
      f('contactPersonName'),
      f('contactCertificateType', 'personCertificateType'),
      f('contactCertificateNo'),
      f('contactCertificateValidDate', 'date'),
      f('contactPhoneNo'),
      f('contactMobilePhoneNo'),
      f('contactEmailAddress'),
      f('contactWorkUnit'),
      f('contactPersonAddress'),
    ],
  },
  {
    key: 'accountpre',
    fields: [
      f('accountpreName'),
      f('accountpreCertificateType', 'personCertificateType'),
      f('accountpreCertificateNo'),
      f('accountpreCertificateDate', 'date'),
      f('accountprePhoneNo'),
      f('accountpreMobilePhoneNo'),
      f('accountpreEmailAddress'),
      f('accountpreWorkUnit'),
      f('accountpreAddress'),
    ],
  },
];

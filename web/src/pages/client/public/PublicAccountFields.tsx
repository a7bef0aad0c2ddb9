import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { certificateNoLength, fieldLengths, publicAccountFormSchema, publicAccountRequirements, PUBLIC_INDIVIDUAL, PUBLIC_INSTITUTION } from '@ccer/contracts';
import AttachmentUpload from '../../../components/attachments/AttachmentUpload.tsx';
import { translate } from '@ccer/contracts/messages';
import { zodFieldRules } from '../../../forms/zod-rules.ts';
import { messageLang } from '../../../message-lang.ts';
import { dictOptions, useDictionary } from '../../../reference';

/**
 * The §3.5 public-account fields: choosing 10 (individual) or 11 (institution) switches the name label, the
 * certificate dictionary (100004 or 100005) and the attachments (B02 and B05, or C01). Attachments are a map
 * typeno → entries in the form and are flattened by the caller (toPublicBody).
 */
export function PublicAccountFields({ readOnly }: { readOnly?: boolean }) {
  const { t, i18n } = useTranslation('registration');
  const form = Form.useFormInstance();
  const operatorType = Form.useWatch('operatorType', form) ?? PUBLIC_INDIVIDUAL;
  const req = publicAccountRequirements(operatorType);
  const certificateTypes = useDictionary(req.certificateDictionary);
  const rules = (field: string) => (readOnly ? [] : zodFieldRules(publicAccountFormSchema, field));
  const institution = operatorType === PUBLIC_INSTITUTION;

  return (
    <>
      <Form.Item name="loginName" label={t('public.loginName')}>
        <Input disabled />
      </Form.Item>
      <Form.Item name="operatorType" label={t('public.operatorType')} rules={rules('operatorType')} initialValue={PUBLIC_INDIVIDUAL}>
        <Radio.Group
          disabled={readOnly}
          data-testid="public-operator-type"
          onChange={() => form.setFieldsValue({ certificateType: undefined, attachments: {} })}
          options={[
            { value: PUBLIC_INDIVIDUAL, label: t('public.type10') },
            { value: PUBLIC_INSTITUTION, label: t('public.type11') },
          ]}
        />
      </Form.Item>
      <Form.Item name="realName" label={t(institution ? 'public.orgRealName' : 'public.realName')} rules={rules('realName')}>
        <Input disabled={readOnly} maxLength={(institution ? fieldLengths.institutionPublicName : fieldLengths.individualPublicRealName).max} data-testid="public-real-name" />
      </Form.Item>
      <Form.Item name="certificateType" label={t('public.certificateType')} rules={rules('certificateType')}>
        <Select disabled={readOnly} options={dictOptions(certificateTypes.data, i18n.language)} data-testid="public-certificate-type" />
      </Form.Item>
      <Form.Item name="certificateNo" label={t('public.certificateNo')} dependencies={['certificateType']} rules={rules('certificateNo')}>
        <Input disabled={readOnly} maxLength={certificateNoLength.max} data-testid="public-certificate-no" />
      </Form.Item>
      {!readOnly && (
        <Form.Item name="reCertificateNo" label={t('public.reCertificateNo')} dependencies={['certificateNo']} rules={rules('reCertificateNo')}>
          <Input maxLength={certificateNoLength.max} data-testid="public-re-certificate-no" />
        </Form.Item>
      )}
      {req.shownAttachments.map((typeno) => (
        <Form.Item key={typeno} name={['attachments', typeno]} label={t(`public.attachment.${typeno}`)} required={req.requiredAttachments.includes(typeno)}
          rules={readOnly || !req.requiredAttachments.includes(typeno) ? [] : [attachmentRequired(typeno)]}
        >
          <AttachmentUpload typeNo={typeno} disabled={readOnly} />
        </Form.Item>
      ))}
    </>
  );
}

const attachmentRequired = (typeno: string) => ({
  validator: (_: unknown, v: unknown[] | undefined) => (v?.length ? Promise.resolve() : Promise.reject(new Error(translate(`attachmentRequired:${typeno}`, messageLang())))),
});

/** Form values → the registerMass / mass-modify body (attachments as one list of {typeno, path}). */
export function toPublicBody(values: Record<string, unknown>): Record<string, unknown> {
  const byType = (values.attachments ?? {}) as Record<string, Array<{ typeno: string; path: string }> | undefined>;
  const req = publicAccountRequirements(values.operatorType as string);
  return { ...values, attachments: req.shownAttachments.flatMap((t) => byType[t] ?? []) };
}

/** A stored row → form values (attachments grouped by type). */
export function toPublicValues(row: { attachments: Array<{ typeno: string; path: string }> } & Record<string, unknown>): Record<string, unknown> {
  const grouped: Record<string, Array<{ typeno: string; path: string }>> = {};
  for (const a of row.attachments) (grouped[a.typeno] ??= []).push(a);
  return { ...row, reCertificateNo: row.certificateNo, attachments: grouped };
}

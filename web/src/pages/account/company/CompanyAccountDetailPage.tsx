import { Descriptions, Form, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@ccer/contracts';
import { companyApi } from '../../../api/company-accounts';
import { CompanyFormFields } from '../../client/company/CompanyFormFields';
import { toFormState } from '../../client/company/company-values';

/** /account/company/detail (hidden under 102505): one company account, its §3.8 form read-only. */
export default function CompanyAccountDetailPage() {
  const [params] = useSearchParams();
  return <CompanyAccountDetails custId={params.get('custId') ?? ''} />;
}

/** One company account's details (also company manage in details mode, ?toDetails=true). */
export function CompanyAccountDetails({ custId }: { custId: string }) {
  const { t } = useTranslation('company');
  const [form] = Form.useForm();
  const detail = useQuery({ queryKey: ['company-account', custId], queryFn: () => companyApi.detail(custId), enabled: custId !== '' });
  if (detail.isLoading || !detail.data) return <Spin />;
  const c = detail.data;
  return (
    <>
      <Descriptions bordered size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('custNo')}>{c.custNo}</Descriptions.Item>
        <Descriptions.Item label={t('fields.custName')}>{c.custName}</Descriptions.Item>
        <Descriptions.Item label={t('status')}>
          <Tag color={c.status === '1' ? 'success' : 'default'}>{t(`accountStatus.${c.status}`)}</Tag>
        </Descriptions.Item>
      </Descriptions>
      {/* the account's own columns fill what its opening form does not hold (companies opened before the form, the demo's) */}
      <Form form={form} layout="vertical" initialValues={toFormState({ ...accountColumnsOf(c), ...c.form })}>
        <CompanyFormFields form={form} readOnly />
      </Form>
    </>
  );
}

/** The company form's fields the account row itself holds: its name, account types and certificate number. */
function accountColumnsOf(c: CompanyDetail): Record<string, unknown> {
  const columns: Record<string, unknown> = { custName: c.custName };
  if (c.custType) columns.custType = c.custType.split(',');
  if (c.certificateNo) columns.certificateNo = c.certificateNo;
  return columns;
}

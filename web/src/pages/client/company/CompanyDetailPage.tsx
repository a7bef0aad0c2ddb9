import { Link } from 'react-router';
import { Alert, Descriptions, Empty, Form, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyApplyEditable, type CompanyApplyStatus } from '@ccer/contracts';
import { companyApi } from '../../../api/company-accounts.ts';
import { ClientFrame } from '../ClientFrame.tsx';
import { CompanyFormFields } from './CompanyFormFields.tsx';
import { toFormState } from './company-values.ts';
import { WithdrawApplyButton } from '../../account/company/change/WithdrawApplyButton.tsx';

export const companyStatusColors: Record<CompanyApplyStatus, string> = {
  draft: 'default',
  confirming: 'processing',
  auditing: 'processing',
  rejected: 'error',
  opened: 'success',
  withdrawn: 'default',
};

/** /client/company/detail: the applicant's latest application, its status (审核中 / 审核不通过 / 开户成功) and opinion. */
export default function CompanyDetailPage() {
  const { t } = useTranslation('company');
  const [form] = Form.useForm();
  const mine = useQuery({ queryKey: ['my-company-application'], queryFn: companyApi.mine });
  if (mine.isLoading) return <Spin />;
  const apply = mine.data;
  return (
    <ClientFrame title="company:detailTitle" width={1200}>
      {!apply ? (
        <Empty description={<Link to="/client/company/open">{t('openNow')}</Link>} />
      ) : (
        <>
          <Descriptions bordered size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('applyNo')}>{apply.applyNo}</Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <Tag color={companyStatusColors[apply.status]} data-testid="company-status">
                {apply.statusName}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.custName')}>{apply.custName}</Descriptions.Item>
            <Descriptions.Item label={t('fields.confirmerLoginName')}>{apply.confirmerLoginName}</Descriptions.Item>
            <Descriptions.Item label={t('opinion')} span={2}>
              <span data-testid="company-opinion">{apply.opinion ?? '—'}</span>
            </Descriptions.Item>
          </Descriptions>
          <WithdrawApplyButton applyId={apply.id} status={apply.status} />
          {companyApplyEditable.includes(apply.status) && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={<Link to="/client/company/open">{t('editAgain')}</Link>} />
          )}
          <Form form={form} layout="vertical" initialValues={toFormState(apply.form)}>
            <CompanyFormFields form={form} readOnly />
          </Form>
        </>
      )}
    </ClientFrame>
  );
}

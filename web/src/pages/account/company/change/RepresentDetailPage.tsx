import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Descriptions, Empty, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc } from '@ccer/contracts';
import Permission from '../../../../components/Permission';
import { companyChangeApi } from '../../../../api/company-changes';

const BLOCKS = ['initrepre', 'checkrepre', 'accountpre'] as const;
const FIELDS = ['Name', 'CertificateType', 'CertificateNo', 'CertificateDate', 'PhoneNo', 'MobilePhoneNo', 'EmailAddress', 'WorkUnit', 'Position', 'Address'] as const;

/**
 * representDetail (/account/company/representDetail?custId=, hidden under 102515): the company's registered
 * representatives as its §3.8 form holds them. 修改 opens editRepresent, which submits through the change route
 * (the representatives are form fields, so a change goes through confirmation and audit).
 */
export default function RepresentDetailPage() {
  const { t } = useTranslation('companyChange');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const custId = params.get('custId');
  const company = useQuery({ queryKey: ['company-change-company', custId], queryFn: () => companyChangeApi.company(custId!), enabled: Boolean(custId) });
  if (!custId) return <Empty />;
  if (company.isLoading || !company.data) return <Spin />;
  const form = company.data.form;
  return (
    <Card
      title={`${t('representTitle')}：${company.data.custName}`}
      extra={
        <Permission func={fc.companyEdit}>
          <Button type="primary" onClick={() => navigate(`/account/company/editRepresent?custId=${encodeURIComponent(custId)}`)}>
            {t('editRepresent')}
          </Button>
        </Permission>
      }
    >
      {BLOCKS.map((b) => (
        <Descriptions key={b} title={t(`blocks.${b}`)} bordered size="small" column={2} style={{ marginBottom: 16 }}>
          {FIELDS.filter((f) => `${b}${f}` in form || f !== 'Position').map((f) => (
            <Descriptions.Item key={f} label={t(`representFields.${f}`)}>
              {String(form[`${b}${f}`] ?? '')}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ))}
    </Card>
  );
}

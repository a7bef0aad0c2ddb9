import { Alert, Button, Card, Descriptions, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/list-page/format';
import { PublicityFrame } from '../../project-publicity/PublicityFrame';
import { useAddressedLookup } from '../../project-publicity/use-addressed-lookup';
import { verifyCertificate } from './offset-api';
import { NS } from './offset-shared';

/**
 * 证书查验 (/projectPublicity/certificate?no=, public, no sign-in; a certificate's QR code leads here): a certificate
 * number → the retirement it certifies (holder, kind, project, vintage, quantity, serials, time; the beneficiary and
 * purpose where the holder made them public).
 */
export default function CertificateVerifyPage() {
  const { t } = useTranslation(NS);
  const { value: no, setValue: setNo, busy, found, error, submit } = useAddressedLookup('no', verifyCertificate);
  return (
    <PublicityFrame>
      <Card title={t('verify.title')} data-testid="certificate-verify">
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">{t('verify.intro')}</Typography.Paragraph>
          <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
            <Input value={no} onChange={(e) => setNo(e.target.value)} onPressEnter={submit} placeholder="ZX…" data-testid="certificate-input" allowClear aria-label={t('fields.certificateNo')} />
            <Button type="primary" loading={busy} onClick={submit} data-testid="certificate-search">
              {t('verify.search')}
            </Button>
          </Space.Compact>
          {error ? <Alert type="warning" showIcon message={error} data-testid="certificate-error" /> : null}
          {found ? (
            <>
              <Alert type="success" showIcon message={t('verify.valid')} data-testid="certificate-valid" />
              <Descriptions bordered column={1} size="small" data-testid="certificate-result">
                <Descriptions.Item label={t('fields.certificateNo')}>{found.certificateNo}</Descriptions.Item>
                <Descriptions.Item label={t('fields.offsetNo')}>{found.offsetNo}</Descriptions.Item>
                <Descriptions.Item label={t('fields.kind')}>{t(`kinds.${found.kind}`)}</Descriptions.Item>
                <Descriptions.Item label={t('verify.holder')}>{found.holderName ?? '-'}</Descriptions.Item>
                {found.beneficiary ? <Descriptions.Item label={t('fields.beneficiary')}>{found.beneficiary}</Descriptions.Item> : null}
                {found.purpose ? <Descriptions.Item label={t('fields.purpose')}>{found.purpose}</Descriptions.Item> : null}
                <Descriptions.Item label={t('fields.project')}>{found.projectName ? `${found.projectCode} ${found.projectName}` : found.projectCode}</Descriptions.Item>
                <Descriptions.Item label={t('fields.vintage')}>{found.vintage}</Descriptions.Item>
                <Descriptions.Item label={t('fields.quantity')}>{found.quantity.toLocaleString()}</Descriptions.Item>
                <Descriptions.Item label={t('fields.retiredAt')}>{formatDateTime(found.retiredAt)}</Descriptions.Item>
                <Descriptions.Item label={t('verify.serials')}>
                  {found.serials.map((s) => (
                    <div key={s}>{s}</div>
                  ))}
                </Descriptions.Item>
              </Descriptions>
            </>
          ) : null}
        </Space>
      </Card>
    </PublicityFrame>
  );
}

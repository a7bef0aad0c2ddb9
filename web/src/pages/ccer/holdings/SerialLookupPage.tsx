import { Alert, Button, Card, Descriptions, Input, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { lookupSerial } from '../../../api/ccer-holdings';
import { formatDate } from '../../../components/list-page/format';
import { PublicityFrame } from '../../project-publicity/PublicityFrame';
import { useAddressedLookup } from '../../project-publicity/use-addressed-lookup';

/**
 * 序号查询 (/projectPublicity/serial, public, no sign-in): any serial → its project, vintage, issuance date and state;
 * the holder's name only once the units are retired (抵销), with the offset that retired them.
 */
export default function SerialLookupPage() {
  const { t } = useTranslation('ccerHoldings');
  const { value: serial, setValue: setSerial, busy, found, error, submit: search } = useAddressedLookup('serial', lookupSerial);
  return (
    <PublicityFrame>
      <Card title={t('lookup.title')} data-testid="serial-lookup">
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">{t('lookup.intro')}</Typography.Paragraph>
          <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
            <Input value={serial} onChange={(e) => setSerial(e.target.value)} onPressEnter={search} placeholder="CCER-…-1001" data-testid="serial-input" allowClear />
            <Button type="primary" loading={busy} onClick={search} data-testid="serial-search">
              {t('lookup.search')}
            </Button>
          </Space.Compact>
          {error ? <Alert type="warning" showIcon message={error} data-testid="serial-error" /> : null}
          {found ? (
            <Descriptions bordered column={1} size="small" data-testid="serial-result">
              <Descriptions.Item label={t('fields.serial')}>{found.serial}</Descriptions.Item>
              <Descriptions.Item label={t('fields.projectCode')}>{found.projectCode}</Descriptions.Item>
              <Descriptions.Item label={t('fields.projectName')}>{found.projectName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('fields.vintage')}>{found.vintage}</Descriptions.Item>
              <Descriptions.Item label={t('fields.batch')}>{found.batch}</Descriptions.Item>
              <Descriptions.Item label={t('fields.issuedAt')}>{formatDate(found.issuedAt)}</Descriptions.Item>
              <Descriptions.Item label={t('fields.state')}>
                <Tag>{found.stateName}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('lookup.retiredBy')}>{found.holderName ?? t('lookup.holderHidden')}</Descriptions.Item>
              {found.retirement ? (
                <>
                  <Descriptions.Item label={t('lookup.retirement')}>
                    <span data-testid="serial-retirement">
                      {found.retirement.kindName} · {found.retirement.offsetNo} · {formatDate(found.retirement.retiredAt)}
                    </span>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('lookup.certificateNo')}>{found.retirement.certificateNo ?? '-'}</Descriptions.Item>
                  {found.retirement.beneficiary ? <Descriptions.Item label={t('lookup.beneficiary')}>{found.retirement.beneficiary}</Descriptions.Item> : null}
                  {found.retirement.purpose ? <Descriptions.Item label={t('lookup.purpose')}>{found.retirement.purpose}</Descriptions.Item> : null}
                </>
              ) : null}
            </Descriptions>
          ) : null}
        </Space>
      </Card>
    </PublicityFrame>
  );
}

import { Card, Descriptions, Empty, Table } from 'antd';
import type { CertifiedRow, Vintage } from '@ccer/contracts';
import { useTranslation } from 'react-i18next';

/** The verification report of an application: the body's conclusion, the verified quantity and its split per vintage. */
export default function VerificationCard({ row }: { row: CertifiedRow }) {
  const { t } = useTranslation(['certifiedSteps', 'projectSteps'], { nsMode: 'fallback' });
  const tonnes = (v: number) => `${v.toLocaleString()} ${t('certified:tonnes')}`;
  return (
    <Card title={t('verification.title')} size="small" data-testid="verification-card">
      {row.verifiedNum === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('verification.none')} />
      ) : (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            style={{ marginBottom: 12 }}
            items={[
              { key: 'conclusion', label: t('fields.verificationConclusion'), children: row.verificationConclusion ? t(`conclusion.${row.verificationConclusion}`) : '-' },
              { key: 'verifiedNum', label: t('fields.verifiedNum'), children: <span data-testid="verified-num">{tonnes(row.verifiedNum)}</span> },
            ]}
          />
          <Table<Vintage>
            size="small"
            rowKey="year"
            pagination={false}
            dataSource={row.vintages}
            data-testid="verification-vintages"
            columns={[
              { title: t('fields.vintageYear'), dataIndex: 'year' },
              { title: t('fields.vintageQuantity'), dataIndex: 'quantity', align: 'right', render: (v: number) => v.toLocaleString() },
            ]}
            summary={(rows) => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('fields.vintageSum')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {rows.reduce((sum, v) => sum + v.quantity, 0).toLocaleString()}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </>
      )}
    </Card>
  );
}

import { Button, Dropdown, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { splitOperations } from './operations';
import type { RowOperation } from './types';

interface Props<Row> {
  row: Row;
  rowKey: string;
  operations: RowOperation<Row>[];
  hasFunc: (codes: string | readonly string[] | undefined) => boolean;
  /** Runs an operation, asking first when it declares a confirmation. */
  run: (op: RowOperation<Row>, row: Row) => void;
}

/** A row's buttons: up to 4 inline, the rest under 'more' (spec 000 §2.9). */
export default function OperationCell<Row>({ row, rowKey, operations, hasFunc, run }: Props<Row>) {
  const { t } = useTranslation('listPage');
  const { inline, more } = splitOperations(operations, row, hasFunc);
  return (
    <Space size={0} wrap>
      {inline.map((op) => (
        <Button key={op.key} type="link" size="small" danger={op.danger} onClick={() => run(op, row)} data-testid={`op-${op.key}-${rowKey}`}>
          {t(op.label)}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((op) => ({
              key: op.key,
              danger: op.danger,
              label: <span data-testid={`op-${op.key}-${rowKey}`}>{t(op.label)}</span>,
              onClick: () => run(op, row),
            })),
          }}
        >
          <Button type="link" size="small" data-testid={`op-more-${rowKey}`}>
            {t('more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}

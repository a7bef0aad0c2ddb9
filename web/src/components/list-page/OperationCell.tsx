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
  /** Below 992 px: every operation under one 操作 menu, so the data keeps the width. */
  folded?: boolean;
}

/** A row's buttons: up to 4 inline, the rest under 'more' (spec 000 §2.9); on a phone all in one menu. */
export default function OperationCell<Row>({ row, rowKey, operations, hasFunc, run, folded }: Props<Row>) {
  const { t } = useTranslation('listPage');
  const { inline, more } = splitOperations(operations, row, hasFunc);
  const menu = (ops: RowOperation<Row>[]) => ({
    items: ops.map((op) => ({
      key: op.key,
      danger: op.danger,
      label: <span data-testid={`op-${op.key}-${rowKey}`}>{t(op.label)}</span>,
      onClick: () => run(op, row),
    })),
  });
  if (folded) {
    const all = [...inline, ...more];
    if (!all.length) return null;
    return (
      <Dropdown trigger={['click']} menu={menu(all)}>
        <Button type="link" size="small" style={{ paddingInline: 0 }} data-testid={`op-menu-${rowKey}`}>
          {t('operations')} <DownOutlined />
        </Button>
      </Dropdown>
    );
  }
  // one line: the column is as wide as its buttons, the data columns share the rest (ListPage)
  return (
    <Space size={0}>
      {inline.map((op) => (
        <Button key={op.key} type="link" size="small" danger={op.danger} onClick={() => run(op, row)} data-testid={`op-${op.key}-${rowKey}`}>
          {t(op.label)}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown trigger={['click']} menu={menu(more)}>
          <Button type="link" size="small" data-testid={`op-more-${rowKey}`}>
            {t('more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}

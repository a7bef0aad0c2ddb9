import { useState } from 'react';
import { Flex, InputNumber, Pagination, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './constants';

interface Props {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

/**
 * Pagination in the spec's layout order: total, sizes, prev, pager, next, jumper
 * (antd's own puts sizes after next, so the parts are laid out here).
 */
export default function ListPagination({ current, pageSize, total, onChange }: Props) {
  const { t } = useTranslation('listPage');
  const [jump, setJump] = useState<number | null>(null);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const goTo = () => {
    if (jump !== null) onChange(Math.min(Math.max(1, Math.trunc(jump)), pages), pageSize);
    setJump(null);
  };
  return (
    <Flex justify="flex-end" align="center" gap={12} wrap style={{ marginTop: 16 }} data-testid="list-pagination">
      <Typography.Text data-testid="list-total">{t('total', { total })}</Typography.Text>
      <Select
        value={pageSize}
        options={PAGE_SIZES.map((s) => ({ value: s, label: t('perPage', { size: s }) }))}
        onChange={(size) => onChange(1, size)}
        style={{ width: 110 }}
        aria-label={t('pageSize')}
        data-testid="list-page-size"
      />
      <Pagination current={current} pageSize={pageSize} total={total} showSizeChanger={false} onChange={(p) => onChange(p, pageSize)} />
      <Flex align="center" gap={6}>
        <span aria-hidden>{t('goTo')}</span>
        <InputNumber
          min={1}
          max={pages}
          value={jump}
          onChange={setJump}
          onPressEnter={goTo}
          onBlur={goTo}
          style={{ width: 64 }}
          controls={false}
          aria-label={t('jumpTo')}
          data-testid="list-jump"
        />
        <span aria-hidden>{t('page')}</span>
      </Flex>
    </Flex>
  );
}

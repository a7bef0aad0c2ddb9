import { Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFRESH_INTERVALS, type RefreshInterval } from './task-rules';

/** 自动刷新: off or every 5, 10, 30, 60 or 300 seconds. */
export default function RefreshIntervalSelect({ value, onChange }: { value: RefreshInterval; onChange: (v: RefreshInterval) => void }) {
  const { t } = useTranslation('process');
  return (
    <Space size={6}>
      <Typography.Text type="secondary">{t('refresh.label')}</Typography.Text>
      <Select<RefreshInterval>
        value={value}
        onChange={onChange}
        style={{ width: 110 }}
        aria-label={t('refresh.label')}
        options={REFRESH_INTERVALS.map((s) => ({ value: s, label: s === 0 ? t('refresh.off') : t('refresh.seconds', { n: s }) }))}
        data-testid="refresh-interval"
      />
    </Space>
  );
}

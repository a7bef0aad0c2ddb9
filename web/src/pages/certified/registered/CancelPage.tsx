import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import RecallTab from '../publicity/RecallTab';
import WithdrawalList from './WithdrawalList';

/**
 * 减排量撤回记录 (/certified/cancel, menu 1607): 公示撤回 (the recalls of applications in publicity) and 登记撤回 (the
 * withdrawals of registered reductions); `?tab=withdrawal` opens the second.
 */
export default function CancelPage() {
  const { t } = useTranslation('certifiedRegistered');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'withdrawal' ? 'withdrawal' : 'recall';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'withdrawal' ? { tab: key } : {}, { replace: true })}
      destroyOnHidden
      data-testid="certified-cancel-tabs"
      items={[
        { key: 'recall', label: t('tabs.recall'), children: <RecallTab /> },
        { key: 'withdrawal', label: t('tabs.withdrawal'), children: <WithdrawalList /> },
      ]}
    />
  );
}

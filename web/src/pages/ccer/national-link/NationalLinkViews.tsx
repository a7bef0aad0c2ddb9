import type { ComponentType } from 'react';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc } from '@ccer/contracts';
import SyncApplyListPage from '../offset-sync/SyncApplyListPage';
import SyncRequestListPage from '../offset-sync/SyncRequestListPage';
import OffsetRulesTab from '../offsets/OffsetRulesTab';
import { nationalMarket, type SyncScope } from '../offset-sync/offset-sync-api';

/** A list of the sync records kept to the national market, under a line on what it holds. */
function NationalSyncView({ intro, List }: { intro: 'operate' | 'requestLog'; List: ComponentType<{ scope?: SyncScope }> }) {
  const { t } = useTranslation('nationalLink');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t(`views.${intro}`)} />
      <List scope={nationalMarket} />
    </Space>
  );
}

/** 对接操作 (2205): the national market's reports of retired offsets, each one's status and receipt, a failed one sent again. */
export const OperatePage = () => <NationalSyncView intro="operate" List={SyncApplyListPage} />;

/** 请求日志 (2225): every request to the national market's registry and its answer. */
export const RequestLogPage = () => <NationalSyncView intro="requestLog" List={SyncRequestListPage} />;

/** 履约配置 (2215): the national market's compliance rules for offsets (vintages, project types, the cap on verified emissions). */
export const PerformancePage = () => <OffsetRulesTab kind="country" editFunc={[fc.offsetAudit, fc.abutmentManage]} />;

import { Drawer, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplyRow } from '@ccer/contracts';
import ApplyDescriptions from './ApplyDescriptions';

interface Props {
  open: boolean;
  /** The row; undefined while it loads (opened from `?id=`), null when it was not found. */
  row: ApplyRow | undefined | null;
  onClose: () => void;
}

/** 详情: the application read-only, with its audit opinion. */
export default function ApplyDetailDrawer({ open, row, onClose }: Props) {
  const { t } = useTranslation('project');
  return (
    <Drawer open={open} onClose={onClose} title={t('detailTitle')} size={960} destroyOnHidden data-testid="apply-detail-drawer">
      {row === undefined ? <Skeleton active /> : row === null ? <Result status="404" subTitle={t('notFound')} /> : <ApplyDescriptions row={row} column={{ xs: 1, md: 2 }} />}
    </Drawer>
  );
}

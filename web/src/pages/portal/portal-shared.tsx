import { Alert, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PortalReleaseRow } from '@ccer/contracts';
import { formatDate } from '../../time/registry-time';
import { portalPagePaths, noticeDetailPath, columnPath } from './portal-paths';

/** The page that shows a column: its own page for the guides, questions and calls, else the column page. */
export function columnPagePath(code: string): string {
  if (code === 'guide') return portalPagePaths.guideList;
  if (code === 'faq') return portalPagePaths.commonQus;
  if (code === 'methodCollect') return portalPagePaths.methodCollect;
  return columnPath(code);
}

/** Loading, failure and empty states of a query, then its content. */
export function QueryState<T>({ query, empty, children }: { query: UseQueryResult<T>; empty?: (data: T) => boolean; children: (data: T) => React.ReactNode }) {
  const { t } = useTranslation('portal');
  if (query.isPending) return <Skeleton active aria-label={t('common.loading')} />;
  if (query.isError) return <Alert type="warning" showIcon message={t('common.error')} />;
  if (empty?.(query.data)) return <Empty description={t('column.empty')} />;
  return <>{children(query.data)}</>;
}

/** Releases as a list of links with their dates (China time). */
export function ReleaseList({ rows, showViews }: { rows: PortalReleaseRow[]; showViews?: boolean }) {
  const { t } = useTranslation('portal');
  return (
    <ul className="portal-list" data-testid="release-list">
      {rows.map((r) => (
        <li key={r.id}>
          <Link to={noticeDetailPath(r.id)} data-testid="release-link">
            {r.pinned ? <strong>[{t('column.pinned')}] </strong> : null}
            {r.title}
          </Link>
          <span className="portal-meta">
            <time dateTime={r.publishAt}>{formatDate(r.publishAt)}</time>
            {showViews ? ` · ${t('column.views', { count: r.viewCount })}` : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

import { Alert, Card, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicFileUrl, type PortalReleaseDetail } from '@ccer/contracts';
import { formatDateTime } from '../../time/registry-time';
import { PortalFrame } from './PortalFrame';
import { fetchRelease } from './portal-api';
import { columnPagePath } from './portal-shared';
import { usePageMeta } from './use-page-meta';

const kb = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** A release's body (HTML sanitised by the server with an allow-list when it was saved) and its attachments. */
export function ReleaseBody({ release }: { release: PortalReleaseDetail }) {
  const { t } = useTranslation('portal');
  return (
    <>
      <div className="portal-article" data-testid="release-body" dangerouslySetInnerHTML={{ __html: release.bodyHtml }} />
      {release.attachments.length ? (
        <section aria-label={t('notice.attachments')}>
          <h2 className="portal-card-title">{t('notice.attachments')}</h2>
          <ul data-testid="release-attachments">
            {release.attachments.map((f) => (
              <li key={f.fileId}>
                <a href={publicFileUrl(f.path)} download={f.fileName}>
                  {f.fileName}
                </a>{' '}
                <span className="portal-meta">({kb(f.size)})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** /notice/noticeDetail?id=: one public release; a draft, withdrawn or scheduled one reads as absent. */
export default function NoticeDetailPage() {
  const { t, i18n } = useTranslation('portal');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // read once per visit: each read counts a view
  const detail = useQuery({
    queryKey: ['portal-release', i18n.language, id],
    queryFn: () => fetchRelease(id),
    enabled: /^\d+$/.test(id),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const r = detail.data;
  usePageMeta(r ? `${r.title} - ${t('frame.title')}` : t('meta.homeTitle'), r ? t('meta.noticeDescription', { title: r.summary || r.title }) : t('meta.homeDescription'));
  const missing = !/^\d+$/.test(id) || detail.isError;

  return (
    <PortalFrame>
      {missing ? (
        <Alert type="warning" showIcon message={t('notice.notFound')} data-testid="notice-not-found" />
      ) : !r ? (
        <Skeleton active />
      ) : (
        <Card>
          <article data-testid="notice-detail">
            <p>
              <Link to={columnPagePath(r.columnCode)}>
                ← {t('notice.back')}: {r.columnName}
              </Link>
            </p>
            <h1 className="portal-title" data-testid="notice-title">
              {r.title}
            </h1>
            <p className="portal-meta">
              <time dateTime={r.publishAt}>{formatDateTime(r.publishAt)}</time>
              {r.source ? ` · ${t('notice.source', { source: r.source })}` : null}
              {` · ${t('column.views', { count: r.viewCount })}`}
            </p>
            {r.coverPath ? <img src={publicFileUrl(r.coverPath)} alt="" style={{ maxWidth: '100%', marginBottom: 16 }} /> : null}
            <ReleaseBody release={r} />
          </article>
        </Card>
      )}
    </PortalFrame>
  );
}

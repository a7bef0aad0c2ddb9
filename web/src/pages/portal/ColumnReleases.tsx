import { useState, type ReactNode } from 'react';
import { Button, Card, Input, Pagination, Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PortalColumn, PortalReleaseRow } from '@ccer/contracts';
import { PortalFrame } from './PortalFrame';
import { fetchColumns, fetchReleases } from './portal-api';
import { QueryState, ReleaseList, columnPagePath } from './portal-shared';
import { usePageMeta } from './use-page-meta';

const PAGE_SIZE = 10;

/** Every column of the tree, depth first. */
export const flatColumns = (tree: PortalColumn[]): PortalColumn[] => tree.flatMap((c) => [c, ...flatColumns(c.children)]);

export interface ColumnReleasesProps {
  /** The column by its code; absent: ?code= or ?id= of the address. */
  code?: string;
  /** How the page shows one page of releases (a list of links by default). */
  render?: (rows: PortalReleaseRow[]) => ReactNode;
  /** Shown above the releases (the methodology calls' how-to). */
  intro?: ReactNode;
  metaDescription?: (name: string) => string;
}

/**
 * A column's public releases, pinned first then newest, paginated, with a title search; the visible columns beside it.
 * /notice/columnDetail (?code= or ?id=) and the pages of the guides, questions and calls use it with their column.
 */
export function ColumnReleases({ code, render, intro, metaDescription }: ColumnReleasesProps) {
  const { t, i18n } = useTranslation('portal');
  const [params, setParams] = useSearchParams();
  const columnCode = code ?? params.get('code') ?? undefined;
  const columnId = code ? undefined : (params.get('id') ?? undefined);
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const lang = i18n.language;

  const columns = useQuery({ queryKey: ['portal-columns', lang], queryFn: fetchColumns, retry: false });
  const all = flatColumns(columns.data ?? []);
  const column = all.find((c) => (columnId ? c.id === columnId : c.code === (columnCode ?? 'notice')));
  const releases = useQuery({
    queryKey: ['portal-releases', lang, columnCode, columnId, pageNumber, keyword],
    queryFn: () => fetchReleases({ ...(columnId ? { columnId } : { columnCode: columnCode ?? 'notice' }), pageNumber, pageSize: PAGE_SIZE, keyword: keyword || undefined }),
    retry: false,
  });
  const name = column?.name ?? (columns.isPending ? '' : t('column.notFound'));
  usePageMeta(`${name} - ${t('frame.title')}`, metaDescription ? metaDescription(name) : t('meta.columnDescription', { name }));

  const setQuery = (next: Record<string, string>) => {
    const merged = Object.fromEntries(Object.entries({ ...Object.fromEntries(params), ...next }).filter(([, v]) => v));
    setParams(merged, { replace: false });
  };

  return (
    <PortalFrame>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <nav aria-label={t('column.columns')} style={{ flex: '1 1 200px', maxWidth: '100%' }}>
          <Card size="small" title={<h2 className="portal-card-title">{t('column.columns')}</h2>}>
            <ul className="portal-list">
              {all.map((c) => (
                <li key={c.id}>
                  <Link to={columnPagePath(c.code)} aria-current={c.id === column?.id ? 'page' : undefined} data-testid={`column-link-${c.code}`}>
                    {c.id === column?.id ? <strong>{c.name}</strong> : c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </nav>
        <section style={{ flex: '999 1 320px', minWidth: 0 }}>
          <h1 className="portal-title" data-testid="column-title">
            {name}
          </h1>
          {intro}
          <Card>
            <form
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                setQuery({ keyword: typed.trim(), page: '' });
              }}
            >
              <Space.Compact style={{ width: '100%', maxWidth: 480, marginBottom: 12 }}>
                <Input aria-label={t('column.keyword')} placeholder={t('column.keyword')} value={typed} onChange={(e) => setTyped(e.target.value)} allowClear data-testid="column-keyword" />
                <Button type="primary" htmlType="submit">
                  {t('column.search')}
                </Button>
              </Space.Compact>
            </form>
            <QueryState query={releases} empty={(d) => d.rows.length === 0}>
              {(data) => (
                <>
                  {render ? render(data.rows) : <ReleaseList rows={data.rows} showViews />}
                  {data.total > PAGE_SIZE ? (
                    <nav aria-label={t('common.page')} style={{ marginTop: 16 }}>
                      <Pagination current={pageNumber} pageSize={PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={(p) => setQuery({ page: String(p) })} size="small" />
                    </nav>
                  ) : null}
                </>
              )}
            </QueryState>
          </Card>
        </section>
      </div>
    </PortalFrame>
  );
}

/** /notice/columnDetail (?code= or ?id=). */
export default function ColumnDetailPage() {
  return <ColumnReleases />;
}

import { useState, type FormEvent } from 'react';
import { Button, Card, Empty, Input, Space } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicFileUrl, type PortalBanner, type PublicTotals } from '@ccer/contracts';
import { fetchPublicityList } from '../../api/project-publicity';
import { formatDate, formatDateTime } from '../../time/registry-time';
import { publicityDetailPath, publicityPagePaths } from '../project-publicity/publicity-paths';
import { PortalFrame } from './PortalFrame';
import { fetchBanners, fetchLatest, fetchTotals } from './portal-api';
import { QueryState, ReleaseList, columnPagePath } from './portal-shared';
import { usePageMeta } from './use-page-meta';

/** The banners one at a time, moved by the visitor only (no motion it did not ask for); each image with its text alternative. */
function Banners({ banners }: { banners: PortalBanner[] }) {
  const { t } = useTranslation('portal');
  const [index, setIndex] = useState(0);
  if (banners.length === 0) return null;
  const b = banners[index % banners.length];
  const move = (step: number) => setIndex((i) => (i + step + banners.length) % banners.length);
  const image = b.imagePath ? <img src={publicFileUrl(b.imagePath)} alt={b.altText} /> : null;
  return (
    <section className="portal-banner" aria-roledescription="carousel" aria-label={t('home.bannersLabel')} data-testid="portal-banners">
      {b.linkUrl && image ? <a href={b.linkUrl}>{image}</a> : image}
      <div className="portal-banner-caption" aria-live="polite">
        <span>
          {b.linkUrl ? <a href={b.linkUrl}>{b.title}</a> : b.title}
          {banners.length > 1 ? ` (${t('home.slide', { n: (index % banners.length) + 1 })} / ${banners.length})` : null}
        </span>
        {banners.length > 1 ? (
          <Space>
            <Button type="text" icon={<LeftOutlined />} onClick={() => move(-1)} aria-label={t('home.previous')} data-testid="banner-prev" />
            <Button type="text" icon={<RightOutlined />} onClick={() => move(1)} aria-label={t('home.next')} data-testid="banner-next" />
          </Space>
        ) : null}
      </div>
    </section>
  );
}

function Totals({ totals }: { totals: PublicTotals | null }) {
  const { t, i18n } = useTranslation('portal');
  if (!totals) return <Empty description={t('home.totalsPending')} data-testid="portal-totals-pending" />;
  const n = (v: number) => v.toLocaleString(i18n.language);
  const items = [
    ['registeredProjects', totals.registeredProjects],
    ['registeredReductions', totals.registeredReductions],
    ['issued', totals.issued],
    ['retired', totals.retired],
  ] as const;
  return (
    <>
      <div className="portal-totals" data-testid="portal-totals">
        {items.map(([key, value]) => (
          <div className="portal-total" key={key}>
            <strong>{n(value)}</strong>
            <span>{t(`home.${key}`)}</span>
          </div>
        ))}
      </div>
      <p className="portal-meta">{t('home.asOf', { time: formatDateTime(totals.asOf) })}</p>
    </>
  );
}

/** The public serial and certificate lookups: each leads to its page with the value in the address. */
function Lookups() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const [serial, setSerial] = useState('');
  const [certificate, setCertificate] = useState('');
  const go = (e: FormEvent, path: string, param: string, value: string) => {
    e.preventDefault();
    navigate(value.trim() ? `${path}?${param}=${encodeURIComponent(value.trim())}` : path);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <form onSubmit={(e) => go(e, publicityPagePaths.serial, 'serial', serial)} role="search" aria-label={t('home.serialSearch')}>
        <label htmlFor="portal-serial">{t('home.serialLabel')}</label>
        <Space.Compact style={{ width: '100%' }}>
          <Input id="portal-serial" value={serial} onChange={(e) => setSerial(e.target.value)} placeholder={t('home.serialPlaceholder')} data-testid="home-serial" />
          <Button type="primary" htmlType="submit">
            {t('home.serialSearch')}
          </Button>
        </Space.Compact>
      </form>
      <form onSubmit={(e) => go(e, publicityPagePaths.certificate, 'no', certificate)} role="search" aria-label={t('home.certificateSearch')}>
        <label htmlFor="portal-certificate">{t('home.certificateLabel')}</label>
        <Space.Compact style={{ width: '100%' }}>
          <Input id="portal-certificate" value={certificate} onChange={(e) => setCertificate(e.target.value)} placeholder={t('home.certificatePlaceholder')} data-testid="home-certificate" />
          <Button type="primary" htmlType="submit">
            {t('home.certificateSearch')}
          </Button>
        </Space.Compact>
      </form>
      <Link to={publicityPagePaths.search}>{t('home.projectSearch')}</Link>
    </Space>
  );
}

/**
 * /client/home (public): the banners, the registry's totals (the statistics area's public figures), the newest
 * releases of every column, the newest projects in publicity and registered, and the public lookups.
 */
export default function HomePage() {
  const { t, i18n } = useTranslation('portal');
  usePageMeta(t('meta.homeTitle'), t('meta.homeDescription'));
  const lang = i18n.language;
  const banners = useQuery({ queryKey: ['portal-banners', lang], queryFn: fetchBanners, retry: false });
  const totals = useQuery({ queryKey: ['portal-totals', lang], queryFn: fetchTotals, retry: false });
  const latest = useQuery({ queryKey: ['portal-latest', lang], queryFn: () => fetchLatest(5), retry: false });
  const publicity = useQuery({ queryKey: ['portal-publicity', lang], queryFn: () => fetchPublicityList({ tab: 'publicity', pageNumber: 1, pageSize: 5 }), retry: false });
  const registered = useQuery({ queryKey: ['portal-registered', lang], queryFn: () => fetchPublicityList({ tab: 'registered', pageNumber: 1, pageSize: 5 }), retry: false });
  const more = (to: string) => (
    <Link to={to} data-testid="portal-more">
      {t('home.more')}
    </Link>
  );

  return (
    <PortalFrame>
      <h1 className="portal-visually-hidden">{t('frame.title')}</h1>
      {banners.data?.length ? <Banners banners={banners.data} /> : null}
      <Card title={<h2 className="portal-card-title">{t('home.totals')}</h2>} style={{ marginTop: 16 }}>
        <QueryState query={totals}>{(data) => <Totals totals={data} />}</QueryState>
      </Card>
      <div className="portal-grid">
        {(latest.data ?? []).map(({ column, releases }) => (
          <Card key={column.id} title={<h2 className="portal-card-title">{column.name}</h2>} extra={more(columnPagePath(column.code))} data-testid={`home-column-${column.code}`}>
            {releases.length ? <ReleaseList rows={releases} /> : <Empty description={t('home.noReleases')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          </Card>
        ))}
        {[
          { key: 'publicity', title: t('home.publicityLatest'), query: publicity },
          { key: 'registered', title: t('home.registeredLatest'), query: registered },
        ].map(({ key, title, query }) => (
          <Card key={key} title={<h2 className="portal-card-title">{title}</h2>} extra={more(`${publicityPagePaths.list}?tab=${key}`)} data-testid={`home-${key}`}>
            <QueryState query={query} empty={(d) => d.rows.length === 0}>
              {(data) => (
                <ul className="portal-list">
                  {data.rows.map((r) => (
                    <li key={r.id}>
                      <Link to={publicityDetailPath(r.id)}>{r.projectName}</Link>
                      <span className="portal-meta">{key === 'publicity' ? `${r.publicityStartDate ?? '-'} ~ ${r.publicityEndDate ?? '-'}` : formatDate(r.registrationTime)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
          </Card>
        ))}
        <Card title={<h2 className="portal-card-title">{t('home.lookups')}</h2>} data-testid="home-lookups">
          <Lookups />
        </Card>
      </div>
    </PortalFrame>
  );
}

import { useState } from 'react';
import { Collapse, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { portalColumnCodes, type PortalReleaseRow } from '@ccer/contracts';
import { ColumnReleases } from './ColumnReleases';
import { fetchRelease } from './portal-api';
import { ReleaseBody } from './NoticeDetailPage';

/** One answer, read when its question is opened (that reading counts as a view). */
function Answer({ id }: { id: string }) {
  const { i18n } = useTranslation('portal');
  const detail = useQuery({ queryKey: ['portal-release', i18n.language, id], queryFn: () => fetchRelease(id), retry: false });
  return detail.data ? <ReleaseBody release={detail.data} /> : <Skeleton active />;
}

function Questions({ rows }: { rows: PortalReleaseRow[] }) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Collapse
      data-testid="faq-accordion"
      activeKey={open}
      onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
      items={rows.map((r) => ({ key: r.id, label: r.title, children: open.includes(r.id) ? <Answer id={r.id} /> : null }))}
    />
  );
}

/** /notice/commonQus: the common questions (常见问题) as an accordion. */
export default function CommonQusPage() {
  return <ColumnReleases code={portalColumnCodes.faq} render={(rows) => <Questions rows={rows} />} />;
}

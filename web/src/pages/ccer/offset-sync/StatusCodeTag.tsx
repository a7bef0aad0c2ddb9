import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from './offset-sync-api';

/** An answer's HTTP status as a coloured tag; none: no answer (a timeout, the market unreachable). */
export default function StatusCodeTag({ code }: { code: number | null }) {
  const { t } = useTranslation(NS);
  if (code === null) return <Tag color="orange">{t('noAnswer')}</Tag>;
  return <Tag color={code >= 200 && code < 300 ? 'green' : code >= 500 ? 'volcano' : 'red'}>{code}</Tag>;
}

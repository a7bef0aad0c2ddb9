import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayName, useSession } from '../../session/session-store.ts';
import MissingCalendarAlert from '../system/calendar/MissingCalendarAlert';

/** SystemHome (/home): a welcome with the operator's name, role and customer; to a calendar administrator, a missing next year. */
export default function SystemHome() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <Card data-testid="system-home">
      <MissingCalendarAlert onOpen={(year) => navigate(`/system/tradeDate?year=${year}`)} />
      <Typography.Title level={3}>{t('home.welcome', { name: displayName(user) })}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t('home.operator')}>{displayName(user)}</Descriptions.Item>
        <Descriptions.Item label={t('shell.role')}>{user?.roleName || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('shell.customer')}>{user?.custName || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('home.operatorCode')}>{user?.operatorCode || '-'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

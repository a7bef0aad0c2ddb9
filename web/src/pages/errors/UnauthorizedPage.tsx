import { Button, Result, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../session/session-store.ts';

/** /401: no access to the page asked for (also where a public user with no page at all ends up). */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const relogin = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('errors.unauthorized')}
      extra={
        <Space>
          <Link to="/">
            <Button type="primary">{t('errors.backHome')}</Button>
          </Link>
          <Button onClick={() => void relogin()}>{t('session.relogin')}</Button>
        </Space>
      }
    />
  );
}

import { Link } from 'react-router';
import { LoginOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ChoiceScreen } from './ChoiceScreen.tsx';

/** /client/systemSelect (accounts spec §2.1): sign in to the registry, or register a visitor account and open one. */
export default function SystemSelectPage() {
  const { t } = useTranslation('registration');
  return (
    <ChoiceScreen
      title="systemSelect.title"
      choices={[
        { key: 'login', to: '/login', icon: <LoginOutlined />, title: 'systemSelect.login', description: 'systemSelect.loginHint' },
        { key: 'register', to: '/client/register', icon: <UserAddOutlined />, title: 'systemSelect.register', description: 'systemSelect.registerHint' },
      ]}
      footer={<Link to="/client/identityType">{t('systemSelect.openAccount')}</Link>}
    />
  );
}

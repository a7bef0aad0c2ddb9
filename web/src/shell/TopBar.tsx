import { Button, Tooltip } from 'antd';
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@ccer/contracts/session';
import { REPRESENTATIVE_TYPE } from '@ccer/contracts';
import { Clock } from './Clock.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { UserMenu } from './UserMenu.tsx';
import { CustomerSwitch } from './CustomerSwitch.tsx';

interface TopBarProps {
  user: UserInfo | undefined;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
}

/** Title, clock, customer and role, language, settings, user menu and logout (spec §2.6). */
export function TopBar({ user, sidebarOpen, onToggleSidebar, onOpenSettings, onChangePassword, onLogout }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <div className="shell-topbar on-dark">
      <Button
        type="text"
        className="shell-light-button"
        aria-label={t('shell.toggleSidebar')}
        data-testid="sidebar-toggle"
        icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleSidebar}
      />
      <div className="shell-title" title={t('app.title')}>
        <span className="shell-wide-only">{t('app.title')}</span>
        <span className="shell-narrow-only">{t('app.shortTitle')}</span>
      </div>
      <div className="shell-tools">
        <span className="shell-wide-only">
          <Clock />
        </span>
        {user?.custName &&
          (user.operatorType === REPRESENTATIVE_TYPE ? (
            <CustomerSwitch custName={user.custName} />
          ) : (
            <span className="shell-wide-only shell-fact" data-testid="cust-name" title={t('shell.customer')}>
              {user.custName}
            </span>
          ))}
        {user?.roleName && (
          <span className="shell-wide-only shell-fact" data-testid="role-name" title={t('shell.role')}>
            {user.roleName}
          </span>
        )}
        <LanguageSwitch light />
        <Tooltip title={t('shell.settings')}>
          <Button type="text" className="shell-light-button" icon={<SettingOutlined />} onClick={onOpenSettings} aria-label={t('shell.settings')} data-testid="settings-open" />
        </Tooltip>
        <UserMenu user={user} onChangePassword={onChangePassword} />
        <Button type="text" className="shell-light-button" icon={<LogoutOutlined />} onClick={onLogout} aria-label={t('shell.logout')} data-testid="logout">
          <span className="shell-wide-only">{t('shell.logout')}</span>
        </Button>
      </div>
    </div>
  );
}

import { App, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, DownloadOutlined, KeyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@ccer/contracts/session';
import { downloadFile } from '../api/download.ts';
import { displayName } from '../session/session-store.ts';
import { testId } from './test-id.ts';

/**
 * The user-name dropdown (spec §2.6): change login password, download the operator manual
 * (the first of userInfo.instructions, saved as a file; a failure shows the body's message).
 */
export function UserMenu({ user, onChangePassword }: { user: UserInfo | undefined; onChangePassword: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const manual = user?.instructions?.[0];

  const downloadManual = async () => {
    if (!manual) return;
    try {
      const name = manual.name && /\.\w+$/.test(manual.name) ? manual.name : manual.path.split('/').pop() ?? 'manual';
      await downloadFile('/api/file/download/single', { groupName: manual.groupName, typeNo: manual.typeno, filePath: manual.path }, name);
    } catch (e) {
      void message.error((e as Error).message, 3);
    }
  };

  const items: MenuProps['items'] = [
    { key: 'password', icon: <KeyOutlined />, label: t('shell.changePassword'), ...testId('menu-change-password') },
    { key: 'manual', icon: <DownloadOutlined />, label: t('shell.downloadManual'), disabled: !manual, ...testId('menu-download-manual') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') onChangePassword();
    if (key === 'manual') void downloadManual();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" className="shell-light-button" data-testid="user-menu" icon={<UserOutlined />}>
        <span className="shell-user-name">{displayName(user)}</span>
        <DownOutlined className="shell-user-caret" />
      </Button>
    </Dropdown>
  );
}

import { Button, Dropdown, type MenuProps } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n.ts';
import { currentUiLanguage, isLanguage, LANGUAGE_NAMES, setLanguage } from '../language.ts';
import { reloadMenus } from '../session/session-store.ts';
import { queryClient } from '../query-client.ts';
import { testId } from './test-id.ts';

/**
 * The language switch (zh, en, es, ja). Server texts (menu names, list data) come in the
 * request's language, so they are fetched again after a switch.
 */
export function LanguageSwitch({ light }: { light?: boolean }) {
  const { t } = useTranslation(); // re-render when the language changes elsewhere (the login page's switch)
  const current = currentUiLanguage();
  const items: MenuProps['items'] = LANGUAGES.map((l) => ({ key: l, label: LANGUAGE_NAMES[l], ...testId(`lang-${l}`) }));
  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (!isLanguage(key) || key === current) return;
    await setLanguage(key);
    void reloadMenus().catch(() => undefined);
    void queryClient.invalidateQueries();
  };
  return (
    <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: [current] }} trigger={['click']}>
      <Button
        type="text"
        icon={<GlobalOutlined />}
        // named also on a phone, where only the globe shows; the shown language name stays part of the name
        aria-label={`${t('shell.language')}: ${LANGUAGE_NAMES[current]}`}
        data-testid="lang-switch"
        className={light ? 'shell-light-button' : undefined}
      >
        <span className="shell-lang-name">{LANGUAGE_NAMES[current]}</span>
      </Button>
    </Dropdown>
  );
}

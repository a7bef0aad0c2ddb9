import { Drawer, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateSettings, useSettings, type ShellSettings } from './settings.ts';

type Toggle = keyof Omit<ShellSettings, 'sidebarCollapsed'>;
const TOGGLES: Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];

/** The settings panel (spec §2.6): tab bar, fixed header, sidebar logo; kept across visits. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} placement="right" size={300}>
      {TOGGLES.map((key) => (
        <div key={key} className="shell-setting-row">
          <span id={`setting-label-${key}`}>{t(`settings.${key}`)}</span>
          <Switch checked={settings[key]} onChange={(v) => updateSettings({ [key]: v })} aria-labelledby={`setting-label-${key}`} data-testid={`setting-${key}`} />
        </div>
      ))}
    </Drawer>
  );
}

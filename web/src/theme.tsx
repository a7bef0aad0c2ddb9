import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ConfigProviderProps, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import { useTranslation } from 'react-i18next';
import type { Language } from './i18n.ts';

/** Theme colour #25bcaf (spec §9); antd's texts follow the interface language. */
export const THEME_COLOR = '#25bcaf';

const theme: ThemeConfig = { token: { colorPrimary: THEME_COLOR, colorLink: THEME_COLOR } };
type Locale = NonNullable<ConfigProviderProps['locale']>;
const ANTD_LOCALES: Record<Language, Locale> = { zh: zhCN, en: enUS, es: esES, ja: jaJP };

export function AppConfigProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = (i18n.language?.slice(0, 2) ?? 'en') as Language;
  return (
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[lang] ?? enUS} componentSize="middle">
      {/* AntApp gives message/modal hooks that follow this theme and locale */}
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ConfigProviderProps, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import { useTranslation } from 'react-i18next';
import type { Language } from './i18n.ts';
import { BRAND_TEAL, componentTokens, themeTokens } from './theme-tokens.ts';

/** Theme colour #25bcaf (spec §9), for decorative surfaces; texts and controls use the darker teal of theme-tokens.ts. */
export const THEME_COLOR = BRAND_TEAL;

/** antd's texts follow the interface language; its colours reach WCAG AA contrast (theme-tokens.ts). */
const theme: ThemeConfig = { token: themeTokens, components: componentTokens };
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

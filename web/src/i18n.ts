import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Languages zh, en, es, ja. Each area keeps its strings in locales/<lang>/<namespace>.json;
 * a new namespace is picked up by this glob without touching this file.
 * Choice: stored preference `language`, then the browser, then English.
 */
export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, mod] of Object.entries(files)) {
  const [, lang, ns] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path)!;
  (resources[lang] ??= {})[ns] = mod.default;
}

export function detectLanguage(): Language {
  const stored = localStorage.getItem('language');
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language;
  const browser = (navigator.language || '').slice(0, 2).toLowerCase();
  if ((LANGUAGES as readonly string[]).includes(browser)) return browser as Language;
  return 'en';
}

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources.en ?? { common: {} }),
  interpolation: { escapeValue: false },
});

export default i18n;

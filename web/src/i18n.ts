import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageTexts } from './locales/namespaces';

/**
 * Languages zh, en, es, ja. Each area keeps its strings in locales/<lang>/<namespace>.json; a new namespace is picked
 * up by the glob of locales/<lang>.ts without touching this file. Choice: stored preference `language`, then the
 * browser, then English.
 */
export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * One chunk per language, fetched before the first render and on a switch (not four languages in the shell).
 * es and ja are partial and fall back to English, which comes with them; zh and en are complete
 * (locales/locales.test.ts).
 */
const bundles: Record<Language, () => Promise<{ default: LanguageTexts }>> = {
  zh: () => import('./locales/zh.ts'),
  en: () => import('./locales/en.ts'),
  es: () => import('./locales/es.ts'),
  ja: () => import('./locales/ja.ts'),
};
const FALLBACK: Language = 'en';
const loaded = new Set<Language>();

export async function loadLanguage(lang: Language): Promise<void> {
  const needed = lang === 'zh' || lang === FALLBACK ? [lang] : [lang, FALLBACK];
  await Promise.all(
    needed
      .filter((l) => !loaded.has(l))
      .map(async (l) => {
        const texts = (await bundles[l]()).default;
        for (const [ns, resources] of Object.entries(texts)) i18n.addResourceBundle(l, ns, resources, true, true);
        loaded.add(l);
      }),
  );
}

export function detectLanguage(): Language {
  const stored = localStorage.getItem('language');
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language;
  const browser = (navigator.language || '').slice(0, 2).toLowerCase();
  if ((LANGUAGES as readonly string[]).includes(browser)) return browser as Language;
  return 'en';
}

void i18n.use(initReactI18next).init({
  resources: {},
  lng: detectLanguage(),
  fallbackLng: FALLBACK,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

export default i18n;

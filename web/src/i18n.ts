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
 * Two chunks per language. The shell's texts (sign-in, home, the frame: locales/<lang>/shell/) are fetched before the
 * first render and on a switch. The pages' texts (every other namespace) are fetched before the first other page
 * (PageTexts) and, once the shell shows, in the background (loadPageTexts); from then on a switch fetches both.
 * es and ja are partial and fall back to English, which comes with them; zh and en are complete
 * (locales/locales.test.ts).
 */
type Part = 'shell' | 'pages';
const chunks: Record<Part, Record<Language, () => Promise<{ default: LanguageTexts }>>> = {
  shell: {
    zh: () => import('./locales/zh.ts'),
    en: () => import('./locales/en.ts'),
    es: () => import('./locales/es.ts'),
    ja: () => import('./locales/ja.ts'),
  },
  pages: {
    zh: () => import('./locales/zh-pages.ts'),
    en: () => import('./locales/en-pages.ts'),
    es: () => import('./locales/es-pages.ts'),
    ja: () => import('./locales/ja-pages.ts'),
  },
};
const FALLBACK: Language = 'en';
/** Each chunk's load (`lang:part`), kept: a second call waits for the first; one that failed is tried again. */
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
let pagesWanted = false;

function loadChunk(lang: Language, part: Part): Promise<void> {
  const key = `${lang}:${part}`;
  let load = loading.get(key);
  if (!load) {
    load = chunks[part][lang]().then(
      ({ default: texts }) => {
        for (const [ns, resources] of Object.entries(texts)) i18n.addResourceBundle(lang, ns, resources, true, true);
        loaded.add(key);
      },
      (e: unknown) => {
        loading.delete(key);
        throw e;
      },
    );
    loading.set(key, load);
  }
  return load;
}

/** The languages a language's texts need: itself, and English for a partial one. */
const withFallback = (lang: Language): Language[] => (lang === 'zh' || lang === FALLBACK ? [lang] : [lang, FALLBACK]);

export async function loadLanguage(lang: Language): Promise<void> {
  const parts: Part[] = pagesWanted ? ['shell', 'pages'] : ['shell'];
  await Promise.all(withFallback(lang).flatMap((l) => parts.map((part) => loadChunk(l, part))));
}

/** The pages' texts of a language (and of its fallback); every later switch fetches them too. A failure is tried again. */
export async function loadPageTexts(lang: Language): Promise<void> {
  pagesWanted = true;
  await Promise.all(withFallback(lang).map((l) => loadChunk(l, 'pages')));
}

/**
 * The same, one promise per language for React's `use` (PageTexts), which waits on it and throws its failure on the
 * next render: a failed one is kept, so the page says it did not load (PageFailure, whose reload starts afresh)
 * instead of trying again at every render.
 */
const pagesForRender = new Map<Language, Promise<void>>();
export function pageTextsForRender(lang: Language): Promise<void> {
  let load = pagesForRender.get(lang);
  if (!load) {
    load = loadPageTexts(lang);
    pagesForRender.set(lang, load);
  }
  return load;
}

/** Whether a language's pages' texts are there, so that a page may render at once. */
export const pageTextsLoaded = (lang: Language): boolean => withFallback(lang).every((l) => loaded.has(`${l}:pages`));

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
  // texts added later (the pages' chunk) re-render what shows: a tab's title from a page's namespace, say
  react: { bindI18nStore: 'added' },
});

export default i18n;

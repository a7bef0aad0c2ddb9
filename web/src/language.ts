import Cookies from 'js-cookie';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import i18n, { LANGUAGES, detectLanguage, loadLanguage, type Language } from './i18n.ts';

/**
 * Switching the interface language (spec §2.6: remembered in a cookie; §1: stored under
 * 'language'). Both are written: http.ts and i18n.ts read localStorage, the cookie serves
 * server-rendered or other-tab readers.
 */
export const LANGUAGE_KEY = 'language';

/** Each language named in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' };

const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };
const DAYJS_LOCALE: Record<Language, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja' };

export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

export function currentUiLanguage(): Language {
  const l = i18n.language?.slice(0, 2);
  return isLanguage(l) ? l : 'en';
}

/** Date formats and the page's lang attribute follow the language. */
export function applyDocumentLanguage(lang: Language): void {
  dayjs.locale(DAYJS_LOCALE[lang]);
  document.documentElement.lang = HTML_LANG[lang];
}

export async function setLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lang);
  Cookies.set(LANGUAGE_KEY, lang, { expires: 365, sameSite: 'lax' });
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

/** At start-up, before the first render: the language's texts; a choice kept only in the cookie (cleared storage) still counts. */
export async function restoreLanguage(): Promise<void> {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  const cookie = Cookies.get(LANGUAGE_KEY);
  if (!isLanguage(stored) && isLanguage(cookie)) return setLanguage(cookie);
  await loadLanguage(detectLanguage());
  applyDocumentLanguage(currentUiLanguage());
}

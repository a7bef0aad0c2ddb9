import { use, type ReactNode } from 'react';
import { pageTextsForRender, pageTextsLoaded } from './i18n.ts';
import { currentUiLanguage } from './language.ts';

/**
 * Renders a page once the pages' texts of the current language are there (i18n.ts): the sign-in page and home come
 * with the shell's texts only, every other page waits here, under its route's Suspense, on its first visit. When they
 * cannot be fetched the page says so (PageFailure: in the frame for a signed-in page, on the window for a public one).
 */
export function PageTexts({ children }: { children: ReactNode }) {
  const lang = currentUiLanguage();
  if (!pageTextsLoaded(lang)) use(pageTextsForRender(lang));
  return children;
}

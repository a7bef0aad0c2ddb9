import type { Lang } from '@ccer/contracts/messages';

/** A type's name in the reader's language (the English one may be empty: then the Chinese one). */
export const typeNameOf = (t: { typeName: string; typeNameEn: string }, lang: Lang): string => (lang === 'en' && t.typeNameEn ? t.typeNameEn : t.typeName);

/** A list of formats as the language writes lists. */
export const formatsText = (extensions: readonly string[], lang: Lang): string => extensions.join(lang === 'en' ? ', ' : '、');

/** A size limit that stays on one line ("800 KB"). */
export const sizeText = (size: number, unit: string): string => `${size}\u00a0${unit}`;

import i18n from 'i18next';
import type { Lang } from '@ccer/contracts/messages';

/**
 * The language of contract messages (validation tokens, server messages): they exist in Chinese
 * and English only, so Spanish and Japanese readers get English rather than Chinese.
 */
export function messageLang(lng: string | undefined = i18n.language): Lang {
  return lng?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

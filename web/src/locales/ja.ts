import { byNamespace } from './namespaces';

/** Every namespace of one language, one chunk fetched when the language is chosen (i18n.ts loadLanguage). */
export default byNamespace(import.meta.glob<{ default: Record<string, unknown> }>('./ja/*.json', { eager: true }));

import { byNamespace } from './namespaces';

/** Every other namespace of one language, one chunk: fetched before the first other page (i18n.ts loadPageTexts). */
export default byNamespace(import.meta.glob<{ default: Record<string, unknown> }>('./es/*.json', { eager: true }));

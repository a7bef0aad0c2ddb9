import { byNamespace } from './namespaces';

/** The shell's namespaces of one language (sign-in, home, the frame): fetched before the first render (i18n.ts). */
export default byNamespace(import.meta.glob<{ default: Record<string, unknown> }>('./ja/shell/*.json', { eager: true }));

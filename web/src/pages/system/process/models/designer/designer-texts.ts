import i18n from '../../../../../i18n';

/**
 * The designer's own texts (bpmn-js, its properties panel, form-js: namespaces bpmn and formEditor, tens of kB) load
 * with the designer's chunk rather than with the shell: importing this module adds them to i18next. Every designer
 * module that reads them imports it first.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
for (const [path, mod] of Object.entries(files)) {
  const [, lang, ns] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path)!;
  if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, mod.default, true, true);
}

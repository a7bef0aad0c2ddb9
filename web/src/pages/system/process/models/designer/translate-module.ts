import i18n from '../../../../../i18n';

/**
 * bpmn-js `translate` service: bpmn-js, the properties panel and bpmn-js-bpmnlint pass English
 * templates ("Append {type}") through it. The templates are the keys of locales/<lang>/bpmn.json
 * (read as a flat map: they hold dots and colons); a template without a translation stays English.
 */
export function translateTemplate(template: string, replacements: Record<string, string> = {}): string {
  const lookup = (lng: string) => (i18n.getResourceBundle(lng, 'bpmn') as Record<string, string> | undefined)?.[template];
  const text = lookup(i18n.resolvedLanguage ?? i18n.language) ?? template;
  return text.replace(/{([^}]+)}/g, (whole, key: string) => (key in replacements ? translateTemplate(String(replacements[key])) : whole));
}

/** Overrides bpmn-js's default translate module (additionalModules). */
const translateModule = { translate: ['value', translateTemplate] };
export default translateModule;

import i18n from '../../../../../i18n';
import './designer-texts';

/**
 * bpmn-js `translate` service: bpmn-js, the properties panel and bpmn-js-bpmnlint pass English
 * templates ("Append {type}") through it. The templates are the keys of designer/locales/<lang>/bpmn.json
 * (read as a flat map: they hold dots and colons); a template without a translation stays English.
 */
export function translateTemplate(template: string, replacements: Record<string, string> = {}): string {
  const lookup = (lng: string) => (i18n.getResourceBundle(lng, 'bpmn') as Record<string, string> | undefined)?.[template];
  const text = lookup(i18n.resolvedLanguage ?? i18n.language) ?? template;
  return text.replace(/{([^}]+)}/g, (whole, key: string) => (key in replacements ? translateTemplate(String(replacements[key])) : whole));
}

/** A text of bpmn.json, translated; undefined when it is none (the DOM translator then leaves it). */
export function translateKnownText(text: string): string | undefined {
  const key = text.trim();
  const bundle = i18n.getResourceBundle(i18n.resolvedLanguage ?? i18n.language, 'bpmn') as Record<string, string> | undefined;
  return bundle && key in bundle && bundle[key] !== key ? text.replace(key, bundle[key]) : undefined;
}

interface PanelGroup {
  entries?: Array<Record<string, unknown>>;
  items?: Array<{ entries?: Array<Record<string, unknown>> } & Record<string, unknown>>;
  [key: string]: unknown;
}
interface PropertiesPanel {
  registerProvider(priority: number, provider: { getGroups(element: unknown): (groups: PanelGroup[]) => PanelGroup[] }): void;
}

const withTranslate = <T extends Record<string, unknown>>(part: T): T => ({ ...part, translate: translateTemplate });

/**
 * The properties panel's own controls (a group's toggle, a list's "Create" and its item titles:
 * @bpmn-io/properties-panel) translate only through a `translate` prop that bpmn-js-properties-panel
 * never passes, so they stayed English. This provider runs after the others (lowest priority) and
 * hands every group, list item and entry the translate function.
 */
function PanelTranslateProvider(propertiesPanel: PropertiesPanel) {
  propertiesPanel.registerProvider(1, {
    getGroups: () => (groups) =>
      groups.map((group) =>
        withTranslate({
          ...group,
          ...(group.entries ? { entries: group.entries.map(withTranslate) } : {}),
          ...(group.items ? { items: group.items.map((item) => withTranslate({ ...item, ...(item.entries ? { entries: item.entries.map(withTranslate) } : {}) })) } : {}),
        }),
      ),
  });
}
PanelTranslateProvider.$inject = ['propertiesPanel'];

/** Overrides bpmn-js's default translate module (additionalModules), and translates the panel's controls. */
const translateModule = {
  __init__: ['panelTranslateProvider'],
  translate: ['value', translateTemplate],
  panelTranslateProvider: ['type', PanelTranslateProvider],
};
export default translateModule;

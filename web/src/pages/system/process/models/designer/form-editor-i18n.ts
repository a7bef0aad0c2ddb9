import i18n from '../../../../../i18n';
import './designer-texts';

/**
 * form-js (1.23) has no translation service for its editor (bpmn-io/form-js#77): the palette, the
 * context pad and the properties panel write English literals, and only the properties-panel
 * components shared with bpmn-js take a `translate` prop, which the editor never passes. So the
 * editor is translated in two places, both reading designer/locales/<lang>/formEditor.json (English text →
 * translation, a flat map like bpmn.json; a text without a translation stays as it is):
 *  - formEditorI18nModule (an additionalModule) gives every field type its translated palette name
 *    and default label, so a new field is created with a label in the user's language;
 *  - translateDom (dom-translator.ts) with translateFormEditorText keeps the editor's own texts (not
 *    the form being designed, FORM_USER_CONTENT) translated as they render.
 */
export function translateFormEditorText(text: string): string | undefined {
  const bundle = i18n.getResourceBundle(i18n.resolvedLanguage ?? i18n.language, 'formEditor') as Record<string, string> | undefined;
  const key = text.trim();
  const found = bundle?.[key];
  if (found !== undefined) return found === key ? undefined : text.replace(key, found);
  // a few texts carry a count or a name: "List contains 2 items"
  for (const [template, translation] of patterns(bundle)) {
    const m = template.exec(key);
    if (m) return text.replace(key, translation.replace(/{(\d)}/g, (_, i: string) => m[Number(i) + 1] ?? ''));
  }
  return undefined;
}

/** Templates with {placeholders} compiled once per bundle. */
const compiled = new WeakMap<object, Array<[RegExp, string]>>();
function patterns(bundle: Record<string, string> | undefined): Array<[RegExp, string]> {
  if (!bundle) return [];
  let list = compiled.get(bundle);
  if (!list) {
    list = Object.entries(bundle)
      .filter(([k]) => /{\w+}/.test(k))
      .map(([k, v]) => {
        const names: string[] = [];
        const source = k.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/{(\w+)}/g, (_, n: string) => (names.push(n), '(.+?)'));
        // the translation names the same placeholders: turn them into group numbers
        return [new RegExp(`^${source}$`), v.replace(/{(\w+)}/g, (_, n: string) => `{${names.indexOf(n)}}`)] as [RegExp, string];
      });
    compiled.set(bundle, list);
  }
  return list;
}

/** The parts of the form editor that show the form being designed: its labels and texts are the designer's own. */
export const FORM_USER_CONTENT = '.fjs-form-field:not(.fjs-powered-by), .bio-properties-panel-header-label, .cm-editor, [contenteditable="true"]';

type FieldConfig = { name?: string; label?: string; create?: (options?: Record<string, unknown>) => Record<string, unknown> } & Record<string, unknown>;
type FieldType = ((props: unknown) => unknown) & { config?: FieldConfig };
interface FormFieldsService {
  _formFields: Record<string, FieldType>;
  register(type: string, fieldType: FieldType): void;
}

/** A field type's config with its palette name, and the label a new field gets, translated. */
function translatedConfig(config: FieldConfig): FieldConfig {
  const name = config.name && translateFormEditorText(config.name);
  const label = config.label && translateFormEditorText(config.label);
  const create = config.create;
  return {
    ...config,
    ...(name ? { name } : {}),
    ...(label ? { label } : {}),
    ...(create
      ? {
          create: (options: Record<string, unknown> = {}) => {
            const field = create(options);
            // the default label (create's own), never one the designer gave
            if (options.label === undefined && typeof field.label === 'string') field.label = translateFormEditorText(field.label) ?? field.label;
            return field;
          },
        }
      : {}),
  };
}

/** Every field type under a translated palette name and default label (the original component renders it). */
function FormEditorI18n(formFields: FormFieldsService) {
  for (const [type, field] of Object.entries(formFields._formFields)) {
    if (!field.config) continue;
    // a bound copy: the shared component (the task form viewer uses it too) keeps its English config
    const translated = field.bind(null) as FieldType;
    translated.config = translatedConfig(field.config);
    formFields.register(type, translated);
  }
}
FormEditorI18n.$inject = ['formFields'];

export const formEditorI18nModule = { __init__: ['formEditorI18n'], formEditorI18n: ['type', FormEditorI18n] };

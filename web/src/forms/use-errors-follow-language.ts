import { useEffect } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageLang } from '../message-lang.ts';
import { retranslate } from './retranslate.ts';

/**
 * The messages a form shows follow a language switch: what a user expects is the same message, now in
 * the language chosen (not a message that vanishes, nor one left in the old language). A field's
 * errors that are catalogue messages (the schema's rules and the server's field messages) are shown
 * again in the new language; a field whose message is not in the catalogue is validated again, so
 * its own rules speak the new language. Untouched fields stay as they are.
 */
export function useErrorsFollowLanguage(form: Pick<FormInstance, 'getFieldsError' | 'setFields' | 'validateFields'>): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const onChange = (lng: string) => {
      const lang = messageLang(lng);
      const again: Array<(string | number)[]> = [];
      const shown: Array<{ name: (string | number)[]; errors: string[] }> = [];
      for (const field of form.getFieldsError()) {
        if (!field.errors.length) continue;
        const translated = field.errors.map((e) => retranslate(e, lang));
        if (translated.every((e): e is string => e !== undefined)) shown.push({ name: field.name, errors: translated });
        else again.push(field.name);
      }
      if (shown.length) form.setFields(shown);
      if (again.length) form.validateFields(again).catch(() => undefined);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [form, i18n]);
}

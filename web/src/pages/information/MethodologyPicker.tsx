import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchMethodologyOptions } from './information-api';

/**
 * The project form's methodology number: one of the library's in-force methodologies (those applicable to the
 * project's type first), picked from a list (searchable by number or name; nothing else can be typed), filling the
 * methodology's name too. A withdrawn methodology is not offered; the gateway refuses a submission naming one.
 */
export default function MethodologyPicker({ value, onChange, projectType, nameField = 'methodologyName', id }: { value?: string; onChange?: (v: string | undefined) => void; projectType?: string; nameField?: string; id?: string }) {
  const form = Form.useFormInstance();
  const { i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  const options = useQuery({ queryKey: ['methodologyOptions'], queryFn: () => fetchMethodologyOptions(), staleTime: 60_000 });
  const all = options.data ?? [];
  const fits = projectType ? all.filter((m) => m.projectTypes.includes(projectType)) : [];
  const ordered = [...fits, ...all.filter((m) => !fits.includes(m))];
  return (
    <Select
      id={id}
      value={value}
      allowClear
      loading={options.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      options={ordered.map((m) => ({ value: m.code, label: `${m.code} ${en && m.nameEn ? m.nameEn : m.nameZh}` }))}
      onChange={(code: string | undefined) => {
        onChange?.(code);
        const m = all.find((o) => o.code === code);
        if (m) form.setFieldValue(nameField, m.nameZh);
      }}
      data-testid="methodology-picker"
    />
  );
}

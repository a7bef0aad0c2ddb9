import { AutoComplete, Form } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { fetchMethodologyOptions } from './information-api';

/**
 * The project form's methodology number: picked from the library's in-force methodologies (of the project's type
 * first), filling the methodology's name too. Typing stays possible (older records), but a new submission is accepted
 * only with an in-force number (the gateway checks it).
 */
export default function MethodologyPicker({ value, onChange, projectType, nameField = 'methodologyName', id }: { value?: string; onChange?: (v: string) => void; projectType?: string; nameField?: string; id?: string }) {
  const form = Form.useFormInstance();
  const options = useQuery({ queryKey: ['methodologyOptions'], queryFn: () => fetchMethodologyOptions(), staleTime: 60_000 });
  const all = options.data ?? [];
  const fits = projectType ? all.filter((m) => m.projectTypes.includes(projectType)) : [];
  const ordered = [...fits, ...all.filter((m) => !fits.includes(m))];
  const query = (value ?? '').trim().toUpperCase();
  return (
    <AutoComplete
      id={id}
      value={value}
      allowClear
      maxLength={64}
      options={ordered.filter((m) => !query || m.code.includes(query) || m.nameZh.includes(value ?? '')).map((m) => ({ value: m.code, label: `${m.code} ${m.nameZh}` }))}
      onChange={(v: string) => onChange?.(v)}
      onSelect={(code: string) => {
        const m = all.find((o) => o.code === code);
        if (m) form.setFieldValue(nameField, m.nameZh);
      }}
    />
  );
}

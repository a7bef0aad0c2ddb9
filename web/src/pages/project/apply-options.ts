import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isOpenProjectType, type ProjectType, type ProvinceRow } from '@ccer/contracts';
import { projectTypeLabel, provinceLabel, useProjectTypes, useProvinces } from '../../reference';

/**
 * Reference lists of the application form: the provinces (GB/T 2260, /api/common/region/list) and
 * the project types open to applications (roots A and N of /api/common/project-type/list).
 */

/** Options for antd Select: one group per open root (A, N), the root itself first, then its groups and types. */
export function projectTypeOptions(types: readonly ProjectType[], language: string) {
  return types
    .filter((t) => t.level === 0 && isOpenProjectType(t.typeId))
    .map((root) => ({
      label: projectTypeLabel(root, language),
      title: root.typeId,
      options: types.filter((t) => t.typeId.startsWith(root.typeId)).map((t) => ({ value: t.typeId, label: projectTypeLabel(t, language) })),
    }));
}

export const provinceOptions = (provinces: readonly ProvinceRow[], language: string) =>
  provinces.map((p) => ({ value: p.provinceId, label: provinceLabel(p, language) }));

/** The name of a province code; the code itself while the list loads or when it holds no such code. */
export function provinceName(provinces: readonly ProvinceRow[], id: string | null | undefined, language: string): string {
  const p = provinces.find((x) => x.provinceId === id);
  return p ? provinceLabel(p, language) : (id ?? '-');
}

export function projectTypeName(types: readonly ProjectType[], code: string | null | undefined, language: string): string {
  const t = types.find((x) => x.typeId === code);
  return t ? projectTypeLabel(t, language) : (code ?? '-');
}

/** The form's lists and name lookups in the current language, from the cached reference data. */
export function useApplyOptions() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const provinces = useProvinces().data;
  const types = useProjectTypes().data;
  return useMemo(() => {
    const p = provinces ?? [];
    const ty = types ?? [];
    return {
      provinceOptions: provinceOptions(p, lang),
      projectTypeOptions: projectTypeOptions(ty, lang),
      provinceName: (id: string | null | undefined) => provinceName(p, id, lang),
      projectTypeName: (code: string | null | undefined) => projectTypeName(ty, code, lang),
    };
  }, [provinces, types, lang]);
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dictIds, isOpenProjectType, type OrganListQuery, type OrganRow, type ProjectType, type ProvinceRow } from '@ccer/contracts';
import { dictOptions, projectTypeLabel, provinceLabel, useDictionary, useProjectTypes, useProvinces } from '../../reference';
import { fetchList } from '../../components/list-page/fetch-list';

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
  const proofMethods = useDictionary(dictIds.additionalityProof).data;
  return useMemo(() => {
    const p = provinces ?? [];
    const ty = types ?? [];
    return {
      provinceOptions: provinceOptions(p, lang),
      projectTypeOptions: projectTypeOptions(ty, lang),
      /** 额外性论证方式 (dictionary 400230). */
      otherProofMethodOptions: dictOptions(proofMethods, lang),
      provinceName: (id: string | null | undefined) => provinceName(p, id, lang),
      projectTypeName: (code: string | null | undefined) => projectTypeName(ty, code, lang),
    };
  }, [provinces, types, proofMethods, lang]);
}

/** POST /api/project-manage/organ-list: the opened validation bodies (the approvalAuthority picker), a page by name. */
export const ORGAN_LIST_URL = '/api/project-manage/organ-list';
export const fetchOrgans = (params: Partial<OrganListQuery>) => fetchList<OrganRow>(ORGAN_LIST_URL, { pageNumber: 1, pageSize: 20, ...params });

/** Options of the validation-body select: the name, the value its customer number. */
export const organOptions = (rows: readonly OrganRow[]) => rows.map((r) => ({ value: r.custId, label: r.custName }));

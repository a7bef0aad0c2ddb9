import type { DictItem, ProjectType, ProvinceRow } from '@ccer/contracts';

/** Chinese names for Chinese screens, English ones otherwise (es and ja fall back to English). */
const isChinese = (language: string) => language.startsWith('zh');

export const dictItemLabel = (item: DictItem, language: string) => (isChinese(language) ? item.itemName : item.itemNameEn);

/** Options of an antd Select for a dictionary. */
export const dictOptions = (items: readonly DictItem[] | undefined, language: string) =>
  (items ?? []).map((i) => ({ value: i.itemCode, label: dictItemLabel(i, language) }));

/** The name of a dictionary code, or the code itself when the list does not (yet) hold it. */
export const dictItemName = (items: readonly DictItem[] | undefined, code: string | null | undefined, language: string): string => {
  const item = items?.find((i) => i.itemCode === code);
  return item ? dictItemLabel(item, language) : (code ?? '-');
};

export const provinceLabel = (p: ProvinceRow, language: string) => (isChinese(language) ? p.provinceName : p.provinceNameEn);

export const projectTypeLabel = (t: ProjectType, language: string) => `${t.typeId} ${isChinese(language) ? t.typeName : t.typeNameEn}`;

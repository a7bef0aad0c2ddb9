/**
 * Reference lists of the application form, for now a short list kept here; a later issue brings
 * the real region data and the industry-domain dictionary.
 */
export interface Named {
  value: string;
  zh: string;
  en: string;
}

export const provinces: Named[] = [
  { value: '110000', zh: '北京市', en: 'Beijing' },
  { value: '120000', zh: '天津市', en: 'Tianjin' },
  { value: '150000', zh: '内蒙古自治区', en: 'Inner Mongolia' },
  { value: '310000', zh: '上海市', en: 'Shanghai' },
  { value: '320000', zh: '江苏省', en: 'Jiangsu' },
  { value: '330000', zh: '浙江省', en: 'Zhejiang' },
  { value: '440000', zh: '广东省', en: 'Guangdong' },
  { value: '460000', zh: '海南省', en: 'Hainan' },
  { value: '530000', zh: '云南省', en: 'Yunnan' },
  { value: '620000', zh: '甘肃省', en: 'Gansu' },
  { value: '630000', zh: '青海省', en: 'Qinghai' },
  { value: '650000', zh: '新疆维吾尔自治区', en: 'Xinjiang' },
];

/** Industry domains (parentProjectType): the roots A and N the application accepts, with a few types. */
export const projectTypeGroups: Array<Named & { children: Named[] }> = [
  {
    value: 'A',
    zh: '能源产业（可再生/不可再生能源）',
    en: 'Energy industries (renewable / non-renewable sources)',
    // temporary until the project-type tree (GB-style codes A…/N…) arrives with the reference data
    children: [{ value: 'A0102', zh: '并网海上风力发电', en: 'Grid-connected offshore wind power' }],
  },
  {
    value: 'N',
    zh: '林业碳汇（造林和再造林）',
    en: 'Forestry carbon sinks (afforestation and reforestation)',
    children: [{ value: 'N0101', zh: '造林碳汇', en: 'Afforestation carbon sink' }],
  },
];

/** Chinese names for Chinese, English otherwise (the lists carry no es/ja names yet). */
export const nameIn = (n: Named, language: string): string => (language.startsWith('zh') ? n.zh : n.en);

export const provinceName = (id: string | null | undefined, language: string): string => {
  const p = provinces.find((x) => x.value === id);
  return p ? nameIn(p, language) : (id ?? '-');
};

export const projectTypeName = (code: string | null | undefined, language: string): string => {
  for (const g of projectTypeGroups) {
    if (g.value === code) return `${g.value} ${nameIn(g, language)}`;
    const c = g.children.find((x) => x.value === code);
    if (c) return `${c.value} ${nameIn(c, language)}`;
  }
  return code ?? '-';
};

/** Options for antd Select: a group per root, the root itself selectable first. */
export const projectTypeOptions = (language: string) =>
  projectTypeGroups.map((g) => ({
    label: `${g.value} ${nameIn(g, language)}`,
    title: g.value,
    options: [g, ...g.children].map((c) => ({ value: c.value, label: `${c.value} ${nameIn(c, language)}` })),
  }));

export const provinceOptions = (language: string) => provinces.map((p) => ({ value: p.value, label: nameIn(p, language) }));

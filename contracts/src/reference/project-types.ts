/**
 * The CCER project-type tree behind GET /api/common/project-type/list and /list-for-level/{level}
 * (registry spec §3, §7: typeId, parentId, typeName).
 *
 * Level 0 are the sixteen sectoral scopes of the CCER methodologies, lettered in their order
 * (A = scope 01 energy industries … N = scope 14 afforestation and other sinks … P = scope 16);
 * level 1 groups a scope; level 2 are project types, numbered like the methodologies of the scope
 * (A0101 并网光热发电 CCER-01-001, A0102 并网海上风力发电 CCER-01-002, N0101 造林碳汇 CCER-14-001,
 * N0102 红树林营造 CCER-14-002). Only A and N are open to applications, experts and verifiers.
 */
export interface ProjectType {
  typeId: string;
  /** '0' for a scope (level 0). */
  parentId: string;
  typeName: string;
  typeNameEn: string;
  level: 0 | 1 | 2;
}

/** Project-type roots open to project applications, expert and verifier fields (accounts §3.4, §3.6, §3.7). */
export const OPEN_PROJECT_TYPE_ROOTS = ['A', 'N'] as const;
export const isOpenProjectType = (typeId: string): boolean => OPEN_PROJECT_TYPE_ROOTS.some((r) => typeId.startsWith(r));
export const PROJECT_TYPE_ROOT_PARENT = '0';

type Leaf = [typeId: string, typeName: string, typeNameEn: string];
type Group = [typeId: string, typeName: string, typeNameEn: string, types: Leaf[]];
type Scope = [typeId: string, typeName: string, typeNameEn: string, groups: Group[]];

const scopes: Scope[] = [
  ['A', '能源产业（可再生/不可再生能源）', 'Energy industries (renewable / non-renewable sources)', [
    ['A01', '可再生能源发电', 'Renewable power generation', [
      ['A0101', '并网光热发电', 'Grid-connected solar thermal power'],
      ['A0102', '并网海上风力发电', 'Grid-connected offshore wind power'],
      ['A0103', '并网光伏发电', 'Grid-connected photovoltaic power'],
      ['A0104', '并网陆上风力发电', 'Grid-connected onshore wind power'],
      ['A0105', '并网水力发电', 'Grid-connected hydropower'],
      ['A0106', '生物质发电', 'Biomass power generation'],
      ['A0107', '地热发电', 'Geothermal power generation'],
    ]],
    ['A02', '可再生能源供热与燃料', 'Renewable heat and fuels', [
      ['A0201', '太阳能供热', 'Solar heating'],
      ['A0202', '生物质供热', 'Biomass heating'],
      ['A0203', '地热供暖', 'Geothermal heating'],
    ]],
    ['A03', '低碳化石能源利用', 'Lower-carbon use of fossil energy', [
      ['A0301', '余热余压发电', 'Waste heat and pressure power generation'],
      ['A0302', '天然气热电联产', 'Natural gas combined heat and power'],
    ]],
  ]],
  ['B', '能源分配', 'Energy distribution', [
    ['B01', '电网与热网', 'Power and heat networks', [
      ['B0101', '输配电网降损', 'Reduction of losses in power transmission and distribution'],
      ['B0102', '供热管网节能改造', 'Energy-saving retrofit of heating networks'],
    ]],
  ]],
  ['C', '能源需求', 'Energy demand', [
    ['C01', '终端节能', 'End-use energy efficiency', [
      ['C0101', '公路隧道照明系统节能', 'Energy saving of road tunnel lighting systems'],
      ['C0102', '建筑节能', 'Energy efficiency in buildings'],
    ]],
  ]],
  ['D', '制造业', 'Manufacturing industries', []],
  ['E', '化工行业', 'Chemical industries', []],
  ['F', '建筑行业', 'Construction', []],
  ['G', '交通运输业', 'Transport', []],
  ['H', '矿产品', 'Mining and mineral production', []],
  ['I', '金属生产', 'Metal production', []],
  ['J', '燃料的飞逸性排放（固体燃料、石油和天然气）', 'Fugitive emissions from fuels (solid, oil and gas)', [
    ['J01', '煤矿瓦斯利用', 'Coal mine methane utilisation', [
      ['J0101', '煤矿低浓度瓦斯和风排瓦斯利用', 'Utilisation of low-concentration and ventilation air coal mine methane'],
    ]],
  ]],
  ['K', '碳卤化合物和六氟化硫的生产和消费产生的飞逸性排放', 'Fugitive emissions from production and consumption of halocarbons and sulphur hexafluoride', []],
  ['L', '溶剂的使用', 'Solvent use', []],
  ['M', '废物处置', 'Waste handling and disposal', [
    ['M01', '固体废物处置', 'Solid waste disposal', [
      ['M0101', '垃圾填埋气回收利用', 'Landfill gas recovery and utilisation'],
      ['M0102', '生活垃圾焚烧发电', 'Municipal solid waste incineration for power'],
    ]],
  ]],
  ['N', '林业和其他碳汇', 'Forestry and other carbon sinks', [
    ['N01', '造林和再造林', 'Afforestation and reforestation', [
      ['N0101', '造林碳汇', 'Afforestation carbon sink'],
      ['N0102', '红树林营造', 'Mangrove planting'],
      ['N0103', '竹子造林碳汇', 'Bamboo afforestation carbon sink'],
    ]],
    ['N02', '森林经营', 'Forest management', [
      ['N0201', '森林经营碳汇', 'Forest management carbon sink'],
      ['N0202', '竹林经营碳汇', 'Bamboo forest management carbon sink'],
    ]],
    ['N03', '其他生态系统碳汇', 'Other ecosystem carbon sinks', [
      ['N0301', '草地碳汇', 'Grassland carbon sink'],
      ['N0302', '滨海湿地碳汇', 'Coastal wetland carbon sink'],
    ]],
  ]],
  ['O', '农业', 'Agriculture', []],
  ['P', '碳捕获和储存', 'Carbon capture and storage', []],
];

/** Every project type, scopes first, each followed by its groups and their types. */
export const projectTypes: readonly ProjectType[] = scopes.flatMap(([id, name, nameEn, groups]) => [
  { typeId: id, parentId: PROJECT_TYPE_ROOT_PARENT, typeName: name, typeNameEn: nameEn, level: 0 as const },
  ...groups.flatMap(([gId, gName, gNameEn, types]) => [
    { typeId: gId, parentId: id, typeName: gName, typeNameEn: gNameEn, level: 1 as const },
    ...types.map(([tId, tName, tNameEn]) => ({ typeId: tId, parentId: gId, typeName: tName, typeNameEn: tNameEn, level: 2 as const })),
  ]),
]);

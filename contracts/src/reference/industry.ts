/**
 * 国民经济行业分类 GB/T 4754-2017: the 20 sections (门类 A–T) and their 97 divisions (大类 01–97),
 * served as a tree by GET /api/common/industry (accounts spec §3.8: industryCode, at most 5).
 */
export interface IndustryNode {
  industryCode: string;
  industryName: string;
  industryNameEn: string;
  /** The section of a division; absent on a section. */
  parentCode?: string;
  children?: IndustryNode[];
}

type Division = [code: string, name: string, nameEn: string];
type Section = [code: string, name: string, nameEn: string, divisions: Division[]];

const sections: Section[] = [
  ['A', '农、林、牧、渔业', 'Agriculture, forestry, animal husbandry and fishery', [
    ['01', '农业', 'Agriculture'],
    ['02', '林业', 'Forestry'],
    ['03', '畜牧业', 'Animal husbandry'],
    ['04', '渔业', 'Fishery'],
    ['05', '农、林、牧、渔专业及辅助性活动', 'Specialised and support activities for agriculture, forestry, animal husbandry and fishery'],
  ]],
  ['B', '采矿业', 'Mining', [
    ['06', '煤炭开采和洗选业', 'Mining and washing of coal'],
    ['07', '石油和天然气开采业', 'Extraction of petroleum and natural gas'],
    ['08', '黑色金属矿采选业', 'Mining and processing of ferrous metal ores'],
    ['09', '有色金属矿采选业', 'Mining and processing of non-ferrous metal ores'],
    ['10', '非金属矿采选业', 'Mining and processing of non-metal ores'],
    ['11', '开采专业及辅助性活动', 'Specialised and support activities for mining'],
    ['12', '其他采矿业', 'Other mining'],
  ]],
  ['C', '制造业', 'Manufacturing', [
    ['13', '农副食品加工业', 'Processing of food from agricultural products'],
    ['14', '食品制造业', 'Manufacture of foods'],
    ['15', '酒、饮料和精制茶制造业', 'Manufacture of liquor, beverages and refined tea'],
    ['16', '烟草制品业', 'Manufacture of tobacco'],
    ['17', '纺织业', 'Manufacture of textiles'],
    ['18', '纺织服装、服饰业', 'Manufacture of textile wearing apparel and accessories'],
    ['19', '皮革、毛皮、羽毛及其制品和制鞋业', 'Manufacture of leather, fur, feather and related products and footwear'],
    ['20', '木材加工和木、竹、藤、棕、草制品业', 'Processing of timber and manufacture of wood, bamboo, rattan, palm and straw products'],
    ['21', '家具制造业', 'Manufacture of furniture'],
    ['22', '造纸和纸制品业', 'Manufacture of paper and paper products'],
    ['23', '印刷和记录媒介复制业', 'Printing and reproduction of recording media'],
    ['24', '文教、工美、体育和娱乐用品制造业', 'Manufacture of articles for culture, education, arts and crafts, sport and entertainment'],
    ['25', '石油、煤炭及其他燃料加工业', 'Processing of petroleum, coal and other fuels'],
    ['26', '化学原料和化学制品制造业', 'Manufacture of raw chemical materials and chemical products'],
    ['27', '医药制造业', 'Manufacture of medicines'],
    ['28', '化学纤维制造业', 'Manufacture of chemical fibres'],
    ['29', '橡胶和塑料制品业', 'Manufacture of rubber and plastic products'],
    ['30', '非金属矿物制品业', 'Manufacture of non-metallic mineral products'],
    ['31', '黑色金属冶炼和压延加工业', 'Smelting and pressing of ferrous metals'],
    ['32', '有色金属冶炼和压延加工业', 'Smelting and pressing of non-ferrous metals'],
    ['33', '金属制品业', 'Manufacture of metal products'],
    ['34', '通用设备制造业', 'Manufacture of general purpose machinery'],
    ['35', '专用设备制造业', 'Manufacture of special purpose machinery'],
    ['36', '汽车制造业', 'Manufacture of automobiles'],
    ['37', '铁路、船舶、航空航天和其他运输设备制造业', 'Manufacture of railway, ship, aerospace and other transport equipment'],
    ['38', '电气机械和器材制造业', 'Manufacture of electrical machinery and apparatus'],
    ['39', '计算机、通信和其他电子设备制造业', 'Manufacture of computers, communication and other electronic equipment'],
    ['40', '仪器仪表制造业', 'Manufacture of measuring instruments and meters'],
    ['41', '其他制造业', 'Other manufacturing'],
    ['42', '废弃资源综合利用业', 'Utilisation of waste resources'],
    ['43', '金属制品、机械和设备修理业', 'Repair of metal products, machinery and equipment'],
  ]],
  ['D', '电力、热力、燃气及水生产和供应业', 'Production and supply of electricity, heat, gas and water', [
    ['44', '电力、热力生产和供应业', 'Production and supply of electricity and heat'],
    ['45', '燃气生产和供应业', 'Production and supply of gas'],
    ['46', '水的生产和供应业', 'Production and supply of water'],
  ]],
  ['E', '建筑业', 'Construction', [
    ['47', '房屋建筑业', 'Construction of buildings'],
    ['48', '土木工程建筑业', 'Civil engineering'],
    ['49', '建筑安装业', 'Construction installation activities'],
    ['50', '建筑装饰、装修和其他建筑业', 'Building decoration, renovation and other construction activities'],
  ]],
  ['F', '批发和零售业', 'Wholesale and retail trades', [
    ['51', '批发业', 'Wholesale trade'],
    ['52', '零售业', 'Retail trade'],
  ]],
  ['G', '交通运输、仓储和邮政业', 'Transport, storage and postal services', [
    ['53', '铁路运输业', 'Rail transport'],
    ['54', '道路运输业', 'Road transport'],
    ['55', '水上运输业', 'Water transport'],
    ['56', '航空运输业', 'Air transport'],
    ['57', '管道运输业', 'Pipeline transport'],
    ['58', '多式联运和运输代理业', 'Multimodal transport and transport agency'],
    ['59', '装卸搬运和仓储业', 'Cargo handling and storage'],
    ['60', '邮政业', 'Postal services'],
  ]],
  ['H', '住宿和餐饮业', 'Accommodation and catering', [
    ['61', '住宿业', 'Accommodation'],
    ['62', '餐饮业', 'Catering services'],
  ]],
  ['I', '信息传输、软件和信息技术服务业', 'Information transmission, software and information technology services', [
    ['63', '电信、广播电视和卫星传输服务', 'Telecommunications, broadcasting and satellite transmission services'],
    ['64', '互联网和相关服务', 'Internet and related services'],
    ['65', '软件和信息技术服务业', 'Software and information technology services'],
  ]],
  ['J', '金融业', 'Financial intermediation', [
    ['66', '货币金融服务', 'Monetary and financial services'],
    ['67', '资本市场服务', 'Capital market services'],
    ['68', '保险业', 'Insurance'],
    ['69', '其他金融业', 'Other financial activities'],
  ]],
  ['K', '房地产业', 'Real estate', [
    ['70', '房地产业', 'Real estate'],
  ]],
  ['L', '租赁和商务服务业', 'Leasing and business services', [
    ['71', '租赁业', 'Leasing'],
    ['72', '商务服务业', 'Business services'],
  ]],
  ['M', '科学研究和技术服务业', 'Scientific research and technical services', [
    ['73', '研究和试验发展', 'Research and experimental development'],
    ['74', '专业技术服务业', 'Professional technical services'],
    ['75', '科技推广和应用服务业', 'Technology promotion and application services'],
  ]],
  ['N', '水利、环境和公共设施管理业', 'Management of water conservancy, environment and public facilities', [
    ['76', '水利管理业', 'Management of water conservancy'],
    ['77', '生态保护和环境治理业', 'Ecological protection and environmental management'],
    ['78', '公共设施管理业', 'Management of public facilities'],
    ['79', '土地管理业', 'Land management'],
  ]],
  ['O', '居民服务、修理和其他服务业', 'Resident services, repair and other services', [
    ['80', '居民服务业', 'Resident services'],
    ['81', '机动车、电子产品和日用产品修理业', 'Repair of motor vehicles, electronic products and household goods'],
    ['82', '其他服务业', 'Other services'],
  ]],
  ['P', '教育', 'Education', [
    ['83', '教育', 'Education'],
  ]],
  ['Q', '卫生和社会工作', 'Health and social work', [
    ['84', '卫生', 'Health'],
    ['85', '社会工作', 'Social work'],
  ]],
  ['R', '文化、体育和娱乐业', 'Culture, sports and entertainment', [
    ['86', '新闻和出版业', 'News and publishing'],
    ['87', '广播、电视、电影和录音制作业', 'Radio, television, film and sound recording production'],
    ['88', '文化艺术业', 'Culture and arts'],
    ['89', '体育', 'Sports'],
    ['90', '娱乐业', 'Entertainment'],
  ]],
  ['S', '公共管理、社会保障和社会组织', 'Public administration, social security and social organisations', [
    ['91', '中国共产党机关', 'Organs of the Communist Party of China'],
    ['92', '国家机构', 'State organs'],
    ['93', '人民政协、民主党派', 'CPPCC and democratic parties'],
    ['94', '社会保障', 'Social security'],
    ['95', '群众团体、社会团体和其他成员组织', 'Mass organisations, social organisations and other membership organisations'],
    ['96', '基层群众自治组织及其他组织', 'Grassroots self-governing organisations and other organisations'],
  ]],
  ['T', '国际组织', 'International organisations', [
    ['97', '国际组织', 'International organisations'],
  ]],
];

/** The industry tree: sections with their divisions as children. */
export const industryTree: readonly IndustryNode[] = sections.map(([code, name, nameEn, divisions]) => ({
  industryCode: code,
  industryName: name,
  industryNameEn: nameEn,
  children: divisions.map(([dCode, dName, dNameEn]) => ({ industryCode: dCode, industryName: dName, industryNameEn: dNameEn, parentCode: code })),
}));

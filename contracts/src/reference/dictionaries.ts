/**
 * The code lists behind GET /api/common/dict-item (accounts spec §3, §9; registry spec §3, §9).
 * Codes are this registry's own; names are the usual Chinese terms for each document or category.
 * Where the spec gives a code a meaning (certificate type 0 = ID card, §5.2; organisation nature 7
 * without a legal person and 5/6 with attachment U02, §5.4; enterprise types 15/16 of organisations, §3.7;
 * LULUCF '000', registry §4) the list keeps that code; the rules themselves live in validation/.
 */
export interface DictItem {
  itemCode: string;
  itemName: string;
  itemNameEn: string;
}

export interface Dictionary {
  dictId: string;
  dictName: string;
  dictNameEn: string;
  items: readonly DictItem[];
}

/** The dictionary ids of the spec, by what they hold. */
export const dictIds = {
  /** 个人证件类型: experts, verifiers, individual public accounts, people blocks of the company form. */
  personalCertificateType: '100004',
  /** 企业或机构证件类型: companies, organisations, institution public accounts. */
  orgCertificateType: '100005',
  /** 操作员证件类型: operator basic info. */
  operatorCertificateType: '100006',
  /** 企业类型: organisation accounts take 15 or 16. */
  enterpriseType: '100008',
  /** 机构性质 (legalType of the company form). */
  organisationNature: '100009',
  /** 核查员等级. */
  verifierLevel: '100110',
  /** 适用类型 (additionalType of a reduction-volume application). */
  applicabilityType: '400204',
  /** LULUCF 活动类型. */
  lulucfActivity: '400205',
  /** 额外性论证方式 (otherProofMethod of a project). */
  additionalityProof: '400230',
} as const;
export type DictId = (typeof dictIds)[keyof typeof dictIds];

/** Organisations pick their certificate type among the domestic entries only, whose codes start with N (§3.7). */
export const isDomesticOrgCertificateType = (code: string): boolean => code.startsWith('N');
/** LULUCF 不涉及: the value of an application whose project is not of type N (registry §4). */
export const LULUCF_NOT_INVOLVED = '000';

const item = (itemCode: string, itemName: string, itemNameEn: string): DictItem => ({ itemCode, itemName, itemNameEn });

/** Personal identity documents; the codes follow the securities-account convention in which 0 is the resident ID card. */
const personalCertificateTypes: DictItem[] = [
  item('0', '居民身份证', 'Resident identity card'),
  item('1', '中国护照', 'Chinese passport'),
  item('2', '军官证', 'Military officer certificate'),
  item('3', '士兵证', 'Soldier certificate'),
  item('4', '港澳居民来往内地通行证', 'Mainland travel permit for Hong Kong and Macao residents'),
  item('5', '户口簿', 'Household register'),
  item('6', '外国护照', 'Foreign passport'),
  item('9', '警官证', 'Police officer certificate'),
  item('A', '台湾居民来往大陆通行证', 'Mainland travel permit for Taiwan residents'),
  item('B', '外国人永久居留身份证', 'Foreign permanent resident ID card'),
  item('C', '港澳台居民居住证', 'Residence permit for Hong Kong, Macao and Taiwan residents'),
  item('7', '其他个人证件', 'Other personal document'),
];

export const dictionaries: readonly Dictionary[] = [
  {
    dictId: dictIds.personalCertificateType,
    dictName: '个人证件类型',
    dictNameEn: 'Personal identity document type',
    items: personalCertificateTypes,
  },
  {
    dictId: dictIds.orgCertificateType,
    dictName: '企业或机构证件类型',
    dictNameEn: 'Company or organisation document type',
    // N… domestic documents (each carries the unified social credit code), W… documents of bodies registered abroad
    items: [
      item('N01', '营业执照（统一社会信用代码）', 'Business licence (unified social credit code)'),
      item('N02', '事业单位法人证书', 'Public institution legal person certificate'),
      item('N03', '社会团体法人登记证书', 'Social organisation legal person registration certificate'),
      item('N04', '民办非企业单位登记证书', 'Private non-enterprise unit registration certificate'),
      item('N05', '基金会法人登记证书', 'Foundation legal person registration certificate'),
      item('N06', '统一社会信用代码证书（机关、群团等）', 'Unified social credit code certificate (government bodies and others)'),
      item('N99', '其他境内机构证照', 'Other domestic organisation document'),
      item('W01', '境外机构注册证书', 'Certificate of registration of an overseas body'),
      item('W99', '其他境外机构证件', 'Other overseas organisation document'),
    ],
  },
  {
    dictId: dictIds.operatorCertificateType,
    dictName: '操作员证件类型',
    dictNameEn: 'Operator identity document type',
    items: personalCertificateTypes.filter((i) => ['0', '1', '2', '4', '6', '9', 'A', 'B', 'C', '7'].includes(i.itemCode)),
  },
  {
    dictId: dictIds.enterpriseType,
    dictName: '企业类型',
    dictNameEn: 'Enterprise type',
    items: [
      item('11', '项目业主', 'Project owner'),
      item('12', '全国重点排放单位', 'National key emitting entity'),
      item('13', '地方重点排放单位', 'Local key emitting entity'),
      item('14', '其他企业', 'Other enterprise'),
      item('15', '审定机构', 'Validation body'),
      item('16', '核查机构', 'Verification body'),
      item('17', '交易机构', 'Trading institution'),
      item('18', '结算银行', 'Settlement bank'),
    ],
  },
  {
    dictId: dictIds.organisationNature,
    dictName: '机构性质',
    dictNameEn: 'Organisation nature',
    items: [
      item('1', '国有企业', 'State-owned enterprise'),
      item('2', '民营企业', 'Private enterprise'),
      item('3', '外商及港澳台投资企业', 'Foreign, Hong Kong, Macao or Taiwan invested enterprise'),
      item('4', '机关法人', 'Government body'),
      item('5', '事业单位法人', 'Public institution'),
      item('6', '社会组织法人（社会团体、基金会、社会服务机构）', 'Social organisation (association, foundation, social service body)'),
      // 7: no legal representative (LEGAL_TYPE_NO_LEGAL_PERSON, §5.4); 5 and 6 need attachment U02
      item('7', '非法人组织（分支机构、合伙企业、个人独资企业等）', 'Unincorporated organisation (branch, partnership, sole proprietorship)'),
      item('8', '其他组织', 'Other organisation'),
    ],
  },
  {
    dictId: dictIds.verifierLevel,
    dictName: '核查员等级',
    dictNameEn: 'Verifier level',
    items: [
      item('1', '实习审定与核查员', 'Trainee validator and verifier'),
      item('2', '审定与核查员', 'Validator and verifier'),
      item('3', '高级审定与核查员', 'Senior validator and verifier'),
      item('4', '技术专家', 'Technical expert'),
    ],
  },
  {
    dictId: dictIds.applicabilityType,
    dictName: '适用类型',
    dictNameEn: 'Applicability type',
    items: [
      item('01', '符合方法学免予额外性论证条件', 'Meets the methodology conditions for deemed additionality'),
      item('02', '需开展额外性论证', 'Additionality to be demonstrated'),
    ],
  },
  {
    dictId: dictIds.lulucfActivity,
    dictName: 'LULUCF活动类型',
    dictNameEn: 'LULUCF activity',
    items: [
      item(LULUCF_NOT_INVOLVED, '不涉及', 'Not applicable'),
      item('001', '造林', 'Afforestation'),
      item('002', '再造林', 'Reforestation'),
      item('003', '森林经营', 'Forest management'),
      item('004', '植被恢复', 'Revegetation'),
      item('005', '湿地恢复（含红树林营造）', 'Wetland restoration (including mangrove planting)'),
      item('006', '农地管理', 'Cropland management'),
      item('007', '牧地管理', 'Grazing land management'),
    ],
  },
  {
    dictId: dictIds.additionalityProof,
    dictName: '额外性论证方式',
    dictNameEn: 'Additionality demonstration',
    items: [
      item('01', '免予论证', 'Deemed additional (no demonstration)'),
      item('02', '投资分析', 'Investment analysis'),
      item('03', '障碍分析', 'Barrier analysis'),
      item('04', '普遍性做法分析', 'Common practice analysis'),
      item('99', '其他论证方式', 'Other demonstration'),
    ],
  },
];

/** One dictionary by id, or undefined for an id the registry does not hold. */
export const dictionaryById = (dictId: string): Dictionary | undefined => dictionaries.find((d) => d.dictId === dictId);

import type { Catalogue } from '../catalogue.ts';

/** Messages of information publishing (/information: columns, releases, banners, methodologies; issue 14). */
export const informationMessages: Catalogue = {
  infoTimeFormat: { zh: '时间格式不正确，应为 yyyy-MM-dd HH:mm:ss', en: 'Invalid time: use yyyy-MM-dd HH:mm:ss' },
  infoColumnCodeFormat: { zh: '栏目编码以字母开头，只能包含字母、数字、“-”和“_”，不超过32位', en: 'The column code starts with a letter and has letters, digits, - and _ only (at most 32)' },
  infoColumnCodeTaken: { zh: '栏目编码已存在', en: 'The column code is already in use' },
  infoColumnNotFound: { zh: '栏目不存在', en: 'The column does not exist' },
  infoColumnParentNotRoot: { zh: '上级栏目只能是一级栏目', en: 'The parent must be a top-level column' },
  infoColumnParentSelf: { zh: '上级栏目不能是本栏目', en: 'A column cannot be its own parent' },
  infoColumnHasChildren: { zh: '该栏目下有子栏目，不能删除', en: 'The column has sub-columns and cannot be removed' },
  infoColumnHasChildrenMove: { zh: '有子栏目的栏目不能设为子栏目', en: 'A column with sub-columns cannot become a sub-column' },
  /** {0} how many releases. */
  infoColumnHasReleases: { zh: '该栏目下有{0}条信息，不能删除', en: 'The column holds {0} releases and cannot be removed' },
  infoReleaseNotFound: { zh: '信息不存在', en: 'The release does not exist' },
  infoPublishAtPast: { zh: '发布时间不能早于当前时间', en: 'The publish time cannot be in the past' },
  infoAlreadyPublished: { zh: '该信息已发布', en: 'The release is already published' },
  infoNotPublished: { zh: '只有已发布的信息可以撤回', en: 'Only a published release can be withdrawn' },
  infoRemovePublished: { zh: '已发布的信息请先撤回再删除', en: 'Withdraw a published release before removing it' },
  infoTitleRequired: { zh: '标题不能为空！', en: 'The title is required' },
  infoCoverNotImage: { zh: '封面图片只能是图片文件', en: 'The cover must be an image' },
  infoBannerNotFound: { zh: '轮播图不存在', en: 'The banner does not exist' },
  infoValidPeriod: { zh: '有效期结束时间必须晚于开始时间', en: 'The end of the validity period must be after its start' },
  infoLinkFormat: { zh: '链接只能是 http(s) 网址或本站路径（以 / 开头）', en: 'The link must be an http(s) address or a path of this site (starting with /)' },
  methodologyNotFound: { zh: '方法学不存在', en: 'The methodology does not exist' },
  /** {0} the number. */
  methodologyCodeTaken: { zh: '方法学编号{0}已存在', en: 'Methodology number {0} already exists' },
  /** {0} the project type. */
  methodologyProjectTypeScope: { zh: '适用项目类型{0}不属于所选领域', en: 'Project type {0} is not of the chosen field' },
  methodologyAlreadyWithdrawn: { zh: '该方法学已废止', en: 'The methodology is already withdrawn' },
  /** {0} the number sent. */
  methodologyNotInForce: { zh: '方法学编号{0}不是方法学库中有效的方法学', en: 'Methodology number {0} is not an in-force methodology of the library' },
};

/** Labels of the area's request fields (validation messages name them; field-labels.ts). */
export const informationFieldLabels: Catalogue = {
  infoParentColumn: { zh: '上级栏目', en: 'Parent column' },
  infoColumnCode: { zh: '栏目编码', en: 'Column code' },
  infoColumnNameZh: { zh: '栏目名称', en: 'Column name' },
  infoColumnNameEn: { zh: '英文名称', en: 'English name' },
  infoSort: { zh: '排序', en: 'Order' },
  infoVisible: { zh: '是否显示', en: 'Visible' },
  infoColumn: { zh: '所属栏目', en: 'Column' },
  infoTitle: { zh: '标题', en: 'Title' },
  infoSummary: { zh: '摘要', en: 'Summary' },
  infoSource: { zh: '来源', en: 'Source' },
  infoBody: { zh: '正文', en: 'Body' },
  infoAttachments: { zh: '附件', en: 'Attachments' },
  infoPublishAt: { zh: '发布时间', en: 'Publish time' },
  infoPinned: { zh: '置顶', en: 'Pinned' },
  infoBannerTitle: { zh: '轮播图标题', en: 'Banner title' },
  infoAltText: { zh: '替代文本', en: 'Alternative text' },
  infoBannerImage: { zh: '轮播图片', en: 'Banner image' },
  infoLink: { zh: '链接地址', en: 'Link' },
  infoValidFrom: { zh: '有效期开始时间', en: 'Valid from' },
  infoValidTo: { zh: '有效期结束时间', en: 'Valid to' },
  infoEnabled: { zh: '是否启用', en: 'Enabled' },
  infoMethodologyField: { zh: '领域', en: 'Field' },
  infoMethodologySeq: { zh: '序号', en: 'Sequence' },
  infoMethodologyVersion: { zh: '版本号', en: 'Version' },
  infoMethodologyNameZh: { zh: '方法学名称', en: 'Methodology name' },
  infoMethodologyNameEn: { zh: '英文名称', en: 'English name' },
  infoProjectTypes: { zh: '适用项目类型', en: 'Applicable project types' },
  infoEffectiveDate: { zh: '生效日期', en: 'Effective date' },
  infoWithdrawnDate: { zh: '废止日期', en: 'Withdrawal date' },
  infoMethodologySummary: { zh: '简介', en: 'Summary' },
  infoDocuments: { zh: '方法学文件', en: 'Documents' },
};

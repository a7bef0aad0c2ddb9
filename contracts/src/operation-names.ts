import type { Catalogue } from './catalogue.ts';
import { offsetKinds } from './ledger/offsets.ts';
import { transferKinds } from './ledger/transfers.ts';

/**
 * Names of the registry areas' operations in the operation log (操作日志), beside the account and system ones in
 * settings.ts: the ledger, the project and certification areas' own actions, information publishing, the exchange,
 * electronic documents, statistics and 机构设置. A lifecycle step's decision (`<area>.<taskKey>.approve|return`) is
 * named from its step's declaration instead (gateway/src/domain/lifecycle/step-names.ts).
 */
const perArea = (areas: Record<string, string>, actions: Record<string, { zh: string; en: string }>): Catalogue =>
  Object.fromEntries(
    Object.entries(areas).flatMap(([area, zh]) =>
      Object.entries(actions).map(([action, n]) => [`${area}.${action}`, { zh: `${zh}${n.zh}`, en: `${n.en} (${area})` }]),
    ),
  );

export const registryOperationNames: Catalogue = {
  // the project and certification areas: their own actions, the experts, the publicity, stops and cancellations
  'project.inside-edit': { zh: '内部修改项目信息', en: 'Edit a project (registry)' },
  'certified.inside-edit': { zh: '内部修改减排量申请', en: 'Edit a reduction application (registry)' },
  'project-apply.abort': { zh: '终止项目申请', en: 'Abort a project application' },
  'project-apply.delete': { zh: '删除项目申请草稿', en: 'Delete a project application draft' },
  'project-apply.status': { zh: '更新项目申请状态', en: 'Update a project application status' },
  'certified-apply.save': { zh: '保存减排量申请', en: 'Save a reduction application' },
  'certified-apply.submit': { zh: '提交减排量公示申请', en: 'Submit reductions for publicity' },
  'certified-apply.resubmit': { zh: '重新提交减排量公示申请', en: 'Resubmit reductions for publicity' },
  'certified-apply.delete': { zh: '删除减排量申请草稿', en: 'Delete a reduction application draft' },
  ...perArea(
    { 'project-experts': '项目', 'certified-experts': '减排量' },
    {
      appoint: { zh: '指派专家', en: 'Appoint experts' },
      draw: { zh: '随机抽取专家', en: 'Draw experts' },
      fee: { zh: '设置专家费用', en: 'Set the experts’ fee' },
      name: { zh: '指定专家', en: 'Name an expert' },
    },
  ),
  ...perArea(
    { project: '项目', certified: '减排量' },
    {
      stop: { zh: '暂停', en: 'Pause' },
      resume: { zh: '恢复', en: 'Resume' },
    },
  ),
  'project.cancel-apply': { zh: '申请注销项目', en: 'Apply to cancel a project' },
  'certified.cancel-apply': { zh: '申请撤回减排量', en: 'Apply to withdraw reductions' },
  ...perArea(
    { 'project-publicity': '项目公示', 'certified-publicity': '减排量公示' },
    {
      'opinion-add': { zh: '提交公示意见', en: 'Submit a publicity opinion' },
      'recall-apply': { zh: '撤回申请', en: 'Apply for recall' },
      'modify-period': { zh: '修改公示期', en: 'Change the publicity period' },
      pause: { zh: '暂停', en: 'Pause' },
      resume: { zh: '恢复', en: 'Resume' },
      upload: { zh: '上传补充材料', en: 'Upload supplementary material' },
      'upload-save': { zh: '保存补充材料', en: 'Save supplementary material' },
    },
  ),
  // the ledger
  'ccer.issue-apply': { zh: '申请签发减排量', en: 'Apply for issuance' },
  ...Object.fromEntries(Object.entries(transferKinds).map(([kind, n]) => [`ccer.transfer-${kind}`, { zh: `申请${n.zh}`, en: `Apply: ${n.en}` }])),
  'ccer.account-transfer.apply': { zh: '申请账户划转', en: 'Apply for an account transfer' },
  ...Object.fromEntries(Object.entries(offsetKinds).map(([kind, n]) => [`ccer.offset-${kind}`, { zh: `申请${n.zh}`, en: `Apply: ${n.en}` }])),
  'ccer.offset-rule-save': { zh: '保存抵销规则', en: 'Save an offset rule' },
  'ccer.offset-print-apply': { zh: '申请打印抵销证明', en: 'Apply to print a certificate' },
  'ccer.offset-print': { zh: '打印抵销证明正式件', en: 'Print an official copy of a certificate' },
  'ccer.offset-print-again': { zh: '再次获取已打印的抵销证明', en: 'Take a printed certificate again' },
  'ccer.offset-sync-resend': { zh: '重新发送抵销同步', en: 'Send an offset report again' },
  'ccer.freeze': { zh: '冻结减排量', en: 'Freeze units' },
  'ccer.unfreeze': { zh: '解冻减排量', en: 'Unfreeze units' },
  'ccer.misconduct-add': { zh: '登记不良行为', en: 'Record bad behaviour' },
  'ccer.misconduct-lift': { zh: '申请解除不良行为记录', en: 'Apply to lift a bad-behaviour record' },
  // the exchange
  'exchange.message-resend': { zh: '重新发送交易系统消息', en: 'Send a message to the exchange again' },
  'clearing.batch-received': { zh: '接收清算数据', en: 'Receive a clearing batch' },
  // information publishing
  'information.column-add': { zh: '新增栏目', en: 'Add a column' },
  'information.column-edit': { zh: '修改栏目', en: 'Edit a column' },
  'information.release-add': { zh: '新增信息', en: 'Add a release' },
  'information.release-edit': { zh: '修改信息', en: 'Edit a release' },
  'information.release-publish': { zh: '发布信息', en: 'Publish a release' },
  'information.release-schedule': { zh: '定时发布信息', en: 'Schedule a release' },
  'information.banner-add': { zh: '新增轮播图', en: 'Add a banner' },
  'information.banner-edit': { zh: '修改轮播图', en: 'Edit a banner' },
  'information.methodology-add': { zh: '新增方法学', en: 'Add a methodology' },
  'information.methodology-edit': { zh: '修改方法学', en: 'Edit a methodology' },
  'information.column-remove': { zh: '删除栏目', en: 'Remove a column' },
  'information.release-pin': { zh: '置顶信息', en: 'Pin a release' },
  'information.release-withdraw': { zh: '撤回信息', en: 'Withdraw a release' },
  'information.release-remove': { zh: '删除信息', en: 'Remove a release' },
  'information.banner-remove': { zh: '删除轮播图', en: 'Remove a banner' },
  'information.methodology-withdraw': { zh: '撤回方法学', en: 'Withdraw a methodology' },
  'information.methodology-collect-save': { zh: '保存方法学建议', en: 'Save a methodology proposal' },
  'information.methodology-collect-submit': { zh: '提交方法学建议', en: 'Submit a methodology proposal' },
  'information.methodology-collect-withdraw': { zh: '撤回方法学建议', en: 'Withdraw a methodology proposal' },
  'information.methodology-collect-delete': { zh: '删除方法学建议', en: 'Delete a methodology proposal' },
  // electronic documents, statistics, 机构设置
  'electronic-type.add': { zh: '新增文档类型', en: 'Add a document type' },
  'electronic-type.edit': { zh: '修改文档类型', en: 'Edit a document type' },
  'electronic-type.delete': { zh: '删除文档类型', en: 'Delete a document type' },
  'electronic-type.template': { zh: '上传文档模板', en: 'Upload a document template' },
  'electronic-type.template-remove': { zh: '删除文档模板', en: 'Remove a document template' },
  'electronic-business.save': { zh: '保存业务文档设置', en: 'Save a business document setting' },
  'statistics.daily-data-add': { zh: '新增日报数据', en: 'Add a day’s figures' },
  'statistics.daily-data-edit': { zh: '修改日报数据', en: 'Edit a day’s figures' },
  'statistics.daily-data-delete': { zh: '删除日报数据', en: 'Delete a day’s figures' },
  'institution.modify': { zh: '修改机构设置', en: 'Change the institution settings' },
};

import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: electronic document settings (/system/electronic) and the document rules of a business. */
export const electronicDocumentMessages: Catalogue = {
  attachmentTooLargeKb: { zh: '文件大小不能超过{0}KB', en: 'The file must not be larger than {0} KB' },
  // 文档类型
  documentTypeNoRequired: { zh: '请输入类型编号', en: 'Enter the type code' },
  documentTypeNoFormat: { zh: '类型编号须为1位大写字母加2位数字（如P01）', en: 'The type code is one capital letter and two digits (e.g. P01)' },
  documentTypeNoTaken: { zh: '类型编号已存在', en: 'This type code already exists' },
  documentTypeNameRequired: { zh: '请输入类型名称', en: 'Enter the type name' },
  documentExtensionsRequired: { zh: '请选择文件格式（pdf、doc、docx、jpg、png）', en: 'Choose the file formats (pdf, doc, docx, jpg, png)' },
  documentSizeLimitRequired: { zh: '请输入大小限制', en: 'Enter the size limit' },
  documentSizeLimitPositive: { zh: '大小限制须为大于0的数（最多两位小数）', en: 'The size limit must be a number above 0 (at most two decimals)' },
  documentSizeLimitMax: { zh: '大小限制不能超过{0}MB', en: 'The size limit must not exceed {0} MB' },
  documentUnitRequired: { zh: '请选择单位（KB或MB）', en: 'Choose the unit (KB or MB)' },
  documentStatusRequired: { zh: '请选择状态（启用或停用）', en: 'Choose the status (enabled or disabled)' },
  documentTypeNotFound: { zh: '文档类型不存在或已删除', en: 'The document type does not exist or has been deleted' },
  documentTypeDisabled: { zh: '该文档类型已停用，不能上传', en: 'This document type is disabled and takes no uploads' },
  documentTypeInUse: { zh: '该文档类型已被业务文档设置“{0}”使用，不能删除', en: 'The business document setting "{0}" uses this type: it cannot be deleted' },
  documentTemplateNotFound: { zh: '该文档类型没有模板', en: 'This document type has no template' },
  // 业务文档设置
  documentBusinessUnknown: { zh: '业务功能不存在', en: 'Unknown business function' },
  documentNumberRange: { zh: '文件数量须为1到{0}之间的整数', en: 'The number of files must be a whole number from 1 to {0}' },
  documentTypeRepeated: { zh: '同一文档类型不能重复添加', en: 'A document type can be added only once' },
  documentTypeUnknown: { zh: '文档类型“{0}”不存在', en: 'The document type "{0}" does not exist' },
  // a business's documents at a step's completion (document-rules.ts)
  documentRequired: { zh: '请上传{0}', en: 'Upload the document: {0}' },
  documentTooMany: { zh: '{0}最多上传{1}个文件', en: 'At most {1} files of {0}' },
  documentFileUnknown: { zh: '文件不存在或不是您上传的文件，请重新上传', en: 'The file does not exist or was not uploaded by you; upload it again' },
  documentTypeNotTaken: { zh: '该业务不接收“{0}”类型的文件', en: 'This business does not take files of the type "{0}"' },
};

import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: attachments (upload and download) and the list export. */
export const attachmentMessages: Catalogue = {
  attachmentFileRequired: { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  attachmentTypeInvalid: { zh: '附件类型不正确', en: 'Unknown attachment type' },
  attachmentTypeRequired: { zh: '请指定附件类型', en: 'The attachment type is required' },
  attachmentExtension: { zh: '仅支持{0}格式的文件', en: 'Only {0} files are allowed' },
  attachmentContentMismatch: {
    zh: '文件内容与扩展名不符，请上传真实的{0}文件',
    en: 'The file content does not match its extension; upload a real {0} file',
  },
  attachmentTooLarge: { zh: '文件大小不能超过{0}MB', en: 'The file must not be larger than {0} MB' },
  attachmentEmpty: { zh: '文件内容为空', en: 'The file is empty' },
  attachmentNotFound: { zh: '文件不存在或无权下载', en: 'The file does not exist or you may not download it' },
  exportFuncidInvalid: { zh: '不支持的导出类型', en: 'Unknown export type' },
  exportHeadsRequired: { zh: '请至少选择一个导出列', en: 'Choose at least one column to export' },
};

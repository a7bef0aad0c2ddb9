import { attachmentUrls, ATTACHMENT_GROUP, exportUrl, EXPORT_PAGE_SIZE, type AttachmentEntry, type ExportHead } from '@ccer/contracts';
import { downloadFile, downloadPost } from './download.ts';

/** Saves a stored attachment (GET /api/file/download/single; errors decoded per §8 by the helper). */
export const downloadAttachment = (entry: AttachmentEntry, fileName: string, businessCode?: string) =>
  downloadFile(attachmentUrls.download, { groupName: ATTACHMENT_GROUP, typeNo: entry.typeno, businessCode, filePath: entry.path }, fileName);

/** POST /api/common/export: the list named by funcid, with the page's search values, as an xlsx. */
export const exportList = (funcid: string, expHeads: ExportHead[], jsonParams: Record<string, unknown>, fallbackName: string) =>
  downloadPost(exportUrl, { funcid, expHeads, jsonParams: { ...jsonParams, pageNumber: 1, pageSize: EXPORT_PAGE_SIZE } }, fallbackName);

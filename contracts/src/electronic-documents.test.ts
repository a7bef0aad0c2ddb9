import { describe, expect, it } from 'vitest';
import {
  businessDocumentSeeds,
  businessSettingSaveBody,
  documentBusinesses,
  documentTypeAddBody,
  documentTypeSeeds,
  MAX_DOCUMENT_MB,
} from './electronic-documents.ts';
import { attachmentTypes, limitBytesOf } from './attachments.ts';
import { projectDocumentBusinesses, projectDocumentTypes } from './lifecycle/project.ts';
import { certifiedDocumentBusinesses } from './lifecycle/certified.ts';
import { informationDocumentBusinesses } from './information/index.ts';
import { methodologyCollectDocumentBusiness } from './information/methodology-collect.ts';
import { ledgerDocumentBusinesses } from './ledger/account-transfers.ts';
import { translate } from './messages.ts';

const messagesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), translate(i.message)]));

describe('electronic document settings', () => {
  it('seeds every certificate type with its limits and the project chain’s six types', () => {
    const byNo = new Map(documentTypeSeeds.map((t) => [t.typeNo, t]));
    for (const t of attachmentTypes) expect(byNo.get(t.code)).toMatchObject({ extensions: t.extensions, sizeLimit: t.maxSize, unit: t.unit });
    for (const typeNo of Object.values(projectDocumentTypes)) expect(byNo.get(typeNo)?.extensions).toEqual(['pdf', 'doc', 'docx']);
    expect(byNo.get('P01')?.sizeLimit).toBe(50);
    expect(byNo.get('P04')?.sizeLimit).toBe(20);
    for (const t of documentTypeSeeds) expect(limitBytesOf({ maxSize: t.sizeLimit, unit: t.unit })).toBeLessThanOrEqual(MAX_DOCUMENT_MB * 1024 * 1024);
  });

  it('seeds a setting for every business that keeps documents (chains, ledger, publishing, proposals), each of a seeded type', () => {
    expect(documentBusinesses.map((b) => b.code).sort()).toEqual([...Object.values(projectDocumentBusinesses), ...Object.values(certifiedDocumentBusinesses), ...Object.values(ledgerDocumentBusinesses), ...Object.values(informationDocumentBusinesses), methodologyCollectDocumentBusiness].sort());
    // a type code names one type: the chains' codes do not collide with the account forms'
    expect(new Set(documentTypeSeeds.map((t) => t.typeNo)).size).toBe(documentTypeSeeds.length);
    for (const s of businessDocumentSeeds) {
      expect(documentTypeSeeds.some((t) => t.typeNo === s.typeNo)).toBe(true);
      expect(s.docNumber).toBeGreaterThanOrEqual(1);
    }
    expect(businessDocumentSeeds.find((s) => s.businessCode === 'projectApply')).toMatchObject({ typeNo: 'P01', required: true, docNumber: 5 });
    expect(businessDocumentSeeds.find((s) => s.businessCode === 'projectPubUpload')).toMatchObject({ typeNo: 'P03', required: false });
    expect(businessDocumentSeeds.find((s) => s.businessCode === 'certifiedApply')).toMatchObject({ typeNo: 'R01', required: true });
  });

  it('checks a type: code, name, formats, limit within the ceiling, unit', () => {
    const ok = documentTypeAddBody.safeParse({ typeNo: 'X01', typeName: '测试', extensions: ['png', 'pdf'], sizeLimit: '300', unit: 'KB' });
    expect(ok.success).toBe(true);
    // formats kept in the one order of spec §6
    expect(ok.data?.extensions).toEqual(['pdf', 'png']);
    expect(ok.data?.status).toBe('1');

    expect(messagesOf(documentTypeAddBody.safeParse({ typeNo: 'x1', typeName: ' ', extensions: [], sizeLimit: 0, unit: 'GB' }))).toEqual({
      typeNo: '类型编号须为1位大写字母加2位数字（如P01）',
      typeName: '请输入类型名称',
      extensions: '请选择文件格式（pdf、doc、docx、jpg、png）',
      sizeLimit: '大小限制须为大于0的数（最多两位小数）',
      unit: '请选择单位（KB或MB）',
    });
    expect(messagesOf(documentTypeAddBody.safeParse({ typeNo: 'X01', typeName: 'a', extensions: ['exe'], sizeLimit: 51, unit: 'MB' }))).toEqual({
      'extensions.0': '请选择文件格式（pdf、doc、docx、jpg、png）',
    });
    expect(messagesOf(documentTypeAddBody.safeParse({ typeNo: 'X01', typeName: 'a', extensions: ['pdf'], sizeLimit: 51, unit: 'MB' }))).toEqual({ sizeLimit: '大小限制不能超过50MB' });
    expect(documentTypeAddBody.safeParse({ typeNo: 'X01', typeName: 'a', extensions: ['pdf'], sizeLimit: 51200, unit: 'KB' }).success).toBe(true);
    expect(documentTypeAddBody.safeParse({ typeNo: 'X01', typeName: 'a', extensions: ['pdf'], sizeLimit: 0.5, unit: 'MB' }).success).toBe(true);
  });

  it('checks a business setting: known business, each type once, 1 to 99 files', () => {
    expect(businessSettingSaveBody.safeParse({ businessCode: 'projectApply', documents: [{ typeNo: 'P01', docNumber: 5, required: true }] }).success).toBe(true);
    expect(
      messagesOf(
        businessSettingSaveBody.safeParse({
          businessCode: 'nope',
          documents: [
            { typeNo: 'P01', docNumber: 0 },
            { typeNo: 'P01', docNumber: 100 },
          ],
        }),
      ),
    ).toEqual({ businessCode: '业务功能不存在', 'documents.0.docNumber': '文件数量须为1到99之间的整数', 'documents.1.docNumber': '文件数量须为1到99之间的整数', 'documents.1.typeNo': '同一文档类型不能重复添加' });
  });
});

import type { TransferDetail } from '@ccer/contracts';
import { renderPdf } from '../../../domain/documents/pdf.ts';
import { chinaTime } from '../../../domain/server-time.ts';

export { chinaTime };

/** The file name of a transfer's notice. */
export const noticeFileName = (t: Pick<TransferDetail, 'transferNo'>) => `划转通知书-${t.transferNo}.pdf`;

/**
 * 划转通知书: one posted transfer with both parties, the project and vintage, the quantity and every serial range it
 * moved, in China time, and its issuer (机构设置's name).
 */
export function renderTransferNotice(t: TransferDetail, issuer: string): Promise<Buffer> {
  return renderPdf({ title: `划转通知书 ${t.transferNo}` }, (doc) => {
    doc.fontSize(20).text('国家核证自愿减排量（CCER）划转通知书', { align: 'center' });
    doc.moveDown(0.3).fontSize(10).fillColor('#555').text('Transfer notice of China Certified Emission Reductions', { align: 'center' }).fillColor('#000');
    doc.moveDown(1.2).fontSize(11);
    const line = (label: string, value: string) => doc.text(`${label}：${value}`);
    line('划转编号', t.transferNo);
    line('划转类型', t.kindName);
    line('状态', t.statusName);
    line('转出方', `${t.fromCustName ?? ''}（账户号 ${t.fromCustNo ?? '—'}）`);
    line('转入方', t.kind === 'account' ? `${t.toCustName ?? ''}（账户号 ${t.toCustNo ?? '—'}）` : `${t.toCustName ?? ''}（${t.kindName}）`);
    line('项目', `${t.projectCode}${t.projectName ? ` ${t.projectName}` : ''}`);
    line('年度', String(t.vintage));
    line('划转数量', `${t.quantity.toLocaleString('zh-CN')} 吨二氧化碳当量`);
    line('发起人', t.applicantName ?? '');
    if (t.kind === 'account') line('确认人', t.confirmerName ?? '');
    line('申请时间（北京时间）', chinaTime(t.createdAt));
    line('完成时间（北京时间）', chinaTime(t.decidedAt));
    if (issuer) line('签发机构', issuer);
    doc.moveDown(1).fontSize(12).text('减排量序号区间');
    doc.moveDown(0.4).fontSize(10);
    for (const r of t.ranges) doc.text(`${r.serial}    ${r.quantity.toLocaleString('zh-CN')} 吨`);
    doc.moveDown(2).fontSize(9).fillColor('#555').text('本通知书由全国温室气体自愿减排注册登记系统依据账本记录生成，序号区间与账本一致。', { align: 'left' });
  });
}

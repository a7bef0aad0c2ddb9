import QRCode from 'qrcode';
import type { OffsetDetail } from '@ccer/contracts';
import { renderPdf } from '../../../domain/documents/pdf.ts';
import { chinaTime } from '../../../domain/server-time.ts';

/** The public page that verifies a certificate by its number (the QR code's address). */
export const certificateVerifyUrl = (siteUrl: string, certificateNo: string) => `${siteUrl.replace(/\/$/, '')}/projectPublicity/certificate?no=${encodeURIComponent(certificateNo)}`;

/** The file name of an offset's certificate. */
export const certificateFileName = (o: Pick<OffsetDetail, 'certificateNo'>) => `抵销证明-${o.certificateNo}.pdf`;

/** An official copy printed on an audited request (凭证打印): which copy of how many, its print number and time. */
export interface OfficialCopy {
  copyNo: number;
  copies: number;
  recordNo: string;
  printedAt: string;
}

/** The official copy's two lines: 正式打印件 第n份/共m份, then 打印编号… 打印时间（北京时间）…. */
export const officialCopyLines = (c: OfficialCopy): [string, string] => [`正式打印件 第${c.copyNo}份/共${c.copies}份`, `打印编号 ${c.recordNo}    打印时间（北京时间）${chinaTime(c.printedAt)}`];

/**
 * 抵销（注销）证明: a retired offset's certificate: its number, the holder, the kind and what it served (the emitter, the
 * market and its account, the beneficiary and purpose), the project, vintage and quantity, every serial range it retired, the time in
 * China time, the issuer (机构设置's name), and a QR code to the public page that verifies the number; an official copy
 * (`official`) says which.
 */
export async function renderOffsetCertificate(o: OffsetDetail, verifyUrl: string, issuer: string, official?: OfficialCopy): Promise<Buffer> {
  const qr = await QRCode.toBuffer(verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return renderPdf({ title: `抵销证明 ${o.certificateNo}${official ? ` ${official.recordNo}` : ''}` }, (doc) => {
    doc.fontSize(20).text('国家核证自愿减排量（CCER）抵销（注销）证明', { align: 'center' });
    doc.moveDown(0.3).fontSize(10).fillColor('#555').text('Certificate of retirement of China Certified Emission Reductions', { align: 'center' }).fillColor('#000');
    if (official) {
      const [copy, number] = officialCopyLines(official);
      doc.moveDown(0.5).fontSize(13).fillColor('#b00000').text(copy, { align: 'center' });
      doc.moveDown(0.2).fontSize(10).text(number, { align: 'center' }).fillColor('#000');
    }
    doc.moveDown(1.2).fontSize(11);
    const top = doc.y;
    doc.image(qr, doc.page.width - doc.page.margins.right - 110, top, { width: 110 });
    const line = (label: string, value: string) => doc.text(`${label}：${value}`, { width: 360 });
    line('证书编号', o.certificateNo ?? '');
    line('抵销编号', o.offsetNo);
    line('抵销类型', o.kindName);
    line('账户持有人', `${o.custName ?? ''}（账户号 ${o.custNo ?? '—'}）`);
    const d = o.details as Record<string, unknown>;
    if (d.emitterName) line('控排企业', `${String(d.emitterName)}${d.emitterCode ? `（${String(d.emitterCode)}）` : ''}`);
    if (d.complianceYear) line('履约年度', String(d.complianceYear));
    // a national market offset serves the account bound when it was applied for (账户绑定)
    if (d.nationalAccountNo) line('全国碳市场账户', String(d.nationalAccountNo));
    if (d.market) line('试点市场', `${String(d.market)}（账户 ${String(d.marketAccount ?? '')}）`);
    if (d.operatorName) line('航空器运营人', `${String(d.operatorName)}（${String(d.operatorCode ?? '')}），履约期 ${String(d.compliancePeriod ?? '')}`);
    if (o.beneficiary) line('受益方', o.beneficiary);
    if (o.purpose) line('用途', o.purpose);
    line('项目', `${o.projectCode}${o.projectName ? ` ${o.projectName}` : ''}`);
    line('年度', String(o.vintage));
    line('数量', `${o.quantity.toLocaleString('zh-CN')} 吨二氧化碳当量`);
    line('抵销时间（北京时间）', chinaTime(o.retiredAt));
    if (issuer) line('签发机构', issuer);
    doc.y = Math.max(doc.y, top + 120);
    doc.moveDown(1).fontSize(12).text('已抵销（注销）的减排量序号区间', doc.page.margins.left);
    doc.moveDown(0.4).fontSize(10);
    for (const r of o.ranges) doc.text(`${r.serial}    ${r.quantity.toLocaleString('zh-CN')} 吨`);
    doc.moveDown(2).fontSize(9).fillColor('#555').text(`本证明由全国温室气体自愿减排注册登记系统依据账本记录生成，以上减排量已永久注销，不可再转让或使用。扫描二维码或访问 ${verifyUrl} 查验。`);
  });
}

import ExcelJS from 'exceljs';
import { weeklyLines, type Lang, type WeeklyReport } from '@ccer/contracts';
import { renderPdf } from '../../documents/pdf.ts';
import { chinaTime } from '../../server-time.ts';

/** The weekly report's texts in both languages (the documents follow the caller's language). */
const texts = {
  zh: {
    title: '全国温室气体自愿减排注册登记系统周报',
    week: '统计周期',
    generated: '生成时间（北京时间）',
    basis: '依据注册登记系统记录实时统计，周一00:00至下周一00:00（北京时间）',
    item: '项目',
    count: '笔数',
    tonnes: '数量（吨二氧化碳当量）',
    offsets: '抵销及自愿注销（按类型）',
    kind: '类型',
    file: '周报',
  },
  en: {
    title: 'CCER registry weekly report',
    week: 'Week',
    generated: 'Generated (China time)',
    basis: 'Counted from the registry’s records when asked, Monday 00:00 to the next Monday 00:00 (China time)',
    item: 'Item',
    count: 'Count',
    tonnes: 'Quantity (t CO2e)',
    offsets: 'Offsets and voluntary cancellations by kind',
    kind: 'Kind',
    file: 'weekly-report',
  },
};

/** One line of the report: its name, the count and the tonnes (null where the line counts rows only). */
export function reportLines(r: WeeklyReport, lang: Lang): Array<{ name: string; count: number; tonnes: number | null }> {
  return weeklyLines.map((l) => {
    const v = r[l.key];
    return typeof v === 'number' ? { name: l[lang], count: v, tonnes: null } : { name: l[lang], count: v.count, tonnes: v.tonnes };
  });
}

const periodText = (r: WeeklyReport) => `${r.weekStart} ~ ${r.weekEnd}（${r.label}）`;
export const weeklyFileName = (r: WeeklyReport, lang: Lang, ext: 'xlsx' | 'pdf') => `${texts[lang].file}_${r.label}.${ext}`;

/** The week as an xlsx workbook: the period and time above, a line per figure, then the offsets by kind. */
export async function weeklyXlsx(r: WeeklyReport, lang: Lang): Promise<Buffer> {
  const t = texts[lang];
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(r.generatedAt);
  const sheet = workbook.addWorksheet(r.label);
  sheet.addRow([t.title]).font = { bold: true, size: 14 };
  sheet.addRow([t.week, periodText(r)]);
  sheet.addRow([t.generated, chinaTime(r.generatedAt)]);
  sheet.addRow([t.basis]);
  sheet.addRow([]);
  sheet.addRow([t.item, t.count, t.tonnes]).font = { bold: true };
  for (const l of reportLines(r, lang)) sheet.addRow([l.name, l.count, l.tonnes ?? '']);
  sheet.addRow([]);
  sheet.addRow([t.offsets]).font = { bold: true };
  sheet.addRow([t.kind, t.count, t.tonnes]).font = { bold: true };
  for (const o of r.retired) sheet.addRow([o.kindName, o.count, o.tonnes]);
  sheet.columns.forEach((c, i) => {
    c.width = [36, 24, 26][i] ?? 14;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The week as a PDF (A4, the Chinese font of the registry's documents). */
export function weeklyPdf(r: WeeklyReport, lang: Lang): Promise<Buffer> {
  const t = texts[lang];
  return renderPdf({ title: `${t.title} ${r.label}` }, (doc) => {
    doc.fontSize(18).text(t.title, { align: 'center' });
    doc.moveDown();
    doc.fontSize(11).text(`${t.week}: ${periodText(r)}`);
    doc.text(`${t.generated}: ${chinaTime(r.generatedAt)}`);
    doc.fontSize(9).fillColor('#555').text(t.basis).fillColor('#000');
    doc.moveDown();
    const table = (head: string[], rows: Array<Array<string | number>>) => {
      const x = [doc.page.margins.left, doc.page.margins.left + 260, doc.page.margins.left + 350];
      const row = (cells: Array<string | number>, bold = false) => {
        const y = doc.y;
        doc.fontSize(bold ? 11 : 10);
        cells.forEach((c, i) => doc.text(String(c), x[i], y, { width: i === 0 ? 250 : 120, lineBreak: false }));
        doc.moveDown(0.6);
        doc.x = x[0];
      };
      row(head, true);
      for (const r of rows) row(r);
    };
    table(
      [t.item, t.count, t.tonnes],
      reportLines(r, lang).map((l) => [l.name, l.count, l.tonnes ?? '—']),
    );
    doc.moveDown();
    doc.fontSize(12).text(t.offsets);
    doc.moveDown(0.4);
    table(
      [t.kind, t.count, t.tonnes],
      r.retired.map((o) => [o.kindName, o.count, o.tonnes]),
    );
  });
}

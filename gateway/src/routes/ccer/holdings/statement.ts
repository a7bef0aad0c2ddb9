import type { Knex } from 'knex';
import ExcelJS from 'exceljs';
import { holdingStateNames, serialText, type HoldingState, type Lang } from '@ccer/contracts';
import { replayEntries } from '@ccer/workers/ledger/replay-entries';
import { renderPdf } from '../../../domain/documents/pdf.ts';
import { holdingStateOf, projectNames } from './holdings-repository.ts';
import { registryDayEnd } from '../../../domain/calendar/registry-days.ts';
import { chinaTime } from '../../../domain/server-time.ts';

/** One line of a holding statement: a project's vintage in one state, with its serial ranges. */
export interface StatementLine {
  projectCode: string;
  projectName: string | null;
  vintage: number;
  state: HoldingState;
  quantity: number;
  ranges: string[];
}

export interface HoldingStatement {
  custId: string;
  custName: string;
  date: string;
  /** The statement holds the entries written before this instant (the end of `date`, China time). */
  until: Date;
  generatedAt: Date;
  lines: StatementLine[];
  total: number;
}

const STATE_ORDER: HoldingState[] = ['available', 'reserved', 'frozen', 'trading', 'retired', 'cancelled'];

/**
 * A holder's units at the end of a day (China time), replayed from the ledger (not the current blocks): every entry of
 * the projects the holder ever touched, written before the day ended, applied from empty in the order written.
 */
export async function holdingStatement(db: Knex, cust: { custId: string; custName: string }, date: string): Promise<HoldingStatement> {
  const until = registryDayEnd(date);
  const touched = db('ledger_entry')
    .where((w) => w.where('to_holder', cust.custId).orWhere('from_holder', cust.custId))
    .where('created_at', '<', until)
    .distinct('project_code');
  const { replay } = await replayEntries(() => db('ledger_entry').whereIn('project_code', touched).where('created_at', '<', until));
  const mine = replay.segments().filter((s) => s.holderId === cust.custId);
  const names = new Map<string, string>();
  if (mine.length) {
    const codes = [...new Set(mine.map((s) => s.projectCode))];
    for (const r of await projectNames(db).whereIn('pi.project_code', codes)) names.set(r.project_code, r.project_name);
  }
  const lines = new Map<string, StatementLine>();
  for (const s of mine) {
    const state = holdingStateOf(s.state as never, s.claimId);
    const key = `${s.projectCode}\u0000${s.vintage}\u0000${state}`;
    const line = lines.get(key) ?? { projectCode: s.projectCode, projectName: names.get(s.projectCode) ?? null, vintage: s.vintage, state, quantity: 0, ranges: [] };
    line.quantity += s.serialEnd - s.serialStart + 1;
    line.ranges.push(serialText(s));
    lines.set(key, line);
  }
  const sorted = [...lines.values()].sort(
    (a, b) => a.projectCode.localeCompare(b.projectCode) || a.vintage - b.vintage || STATE_ORDER.indexOf(a.state) - STATE_ORDER.indexOf(b.state),
  );
  return { ...cust, date, until, generatedAt: new Date(), lines: sorted, total: sorted.reduce((n, l) => n + l.quantity, 0) };
}

const texts = {
  zh: {
    title: 'CCER持有量对账单',
    company: '持有人',
    date: '对账日期',
    generated: '生成时间（北京时间）',
    basis: '依据账本重放至该日24:00（北京时间）',
    projectCode: '项目编号',
    projectName: '项目名称',
    vintage: '减排量产生年度',
    state: '状态',
    quantity: '数量（吨）',
    ranges: '序号区间',
    total: '合计',
    none: '该日无持有量',
    file: '持有量对账单',
  },
  en: {
    title: 'CCER holding statement',
    company: 'Holder',
    date: 'Statement date',
    generated: 'Generated (China time)',
    basis: 'The ledger replayed up to 24:00 of that day (China time)',
    projectCode: 'Project code',
    projectName: 'Project name',
    vintage: 'Vintage',
    state: 'State',
    quantity: 'Quantity (t)',
    ranges: 'Serial ranges',
    total: 'Total',
    none: 'No holdings on that day',
    file: 'holding-statement',
  },
};

export const statementFileName = (s: HoldingStatement, lang: Lang, ext: 'xlsx' | 'pdf') => `${texts[lang].file}_${s.custName}_${s.date}.${ext}`;

/** The statement as an xlsx workbook: the holder and the date above, a line per project, vintage and state. */
export async function statementXlsx(s: HoldingStatement, lang: Lang): Promise<Buffer> {
  const t = texts[lang];
  const workbook = new ExcelJS.Workbook();
  workbook.created = s.generatedAt;
  const sheet = workbook.addWorksheet(t.title.slice(0, 31));
  sheet.addRow([t.title]).font = { bold: true, size: 14 };
  sheet.addRow([t.company, s.custName]);
  sheet.addRow([t.date, s.date]);
  sheet.addRow([t.generated, chinaTime(s.generatedAt)]);
  sheet.addRow([t.basis]);
  sheet.addRow([]);
  sheet.addRow([t.projectCode, t.projectName, t.vintage, t.state, t.quantity, t.ranges]).font = { bold: true };
  for (const l of s.lines) sheet.addRow([l.projectCode, l.projectName ?? '', l.vintage, holdingStateNames[l.state][lang], l.quantity, l.ranges.join('\n')]);
  sheet.addRow([t.total, '', '', '', s.total, '']).font = { bold: true };
  sheet.columns.forEach((c, i) => {
    c.width = [18, 36, 14, 14, 14, 60][i] ?? 14;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The statement as a PDF (A4, Chinese font). */
export function statementPdf(s: HoldingStatement, lang: Lang): Promise<Buffer> {
  const t = texts[lang];
  return renderPdf({ title: `${t.title} ${s.custName} ${s.date}` }, (doc) => {
    doc.fontSize(18).text(t.title, { align: 'center' });
    doc.moveDown();
    doc.fontSize(10);
    doc.text(`${t.company}: ${s.custName}`);
    doc.text(`${t.date}: ${s.date}`);
    doc.text(`${t.generated}: ${chinaTime(s.generatedAt)}`);
    doc.text(t.basis);
    doc.moveDown();
    if (s.lines.length === 0) doc.text(t.none);
    for (const l of s.lines) {
      doc.fontSize(11).text(`${l.projectCode}  ${l.projectName ?? ''}`);
      doc.fontSize(10).text(`${t.vintage}: ${l.vintage}    ${t.state}: ${holdingStateNames[l.state][lang]}    ${t.quantity}: ${l.quantity}`);
      doc.fontSize(9).text(`${t.ranges}: ${l.ranges.join(', ')}`);
      doc.moveDown(0.5);
    }
    doc.moveDown();
    doc.fontSize(11).text(`${t.total}: ${s.total}`);
  });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { OFFSET_PRINT_BUSINESS, functionCodes as fc, offsetPrintBody, offsetPrintIdQuery, offsetPrintPaths as paths, type OffsetDetail } from '@ccer/contracts';
import { AppError, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { sendDownload } from '../../../domain/files/download.ts';
import { offsetRanges, selectOffsets, toOffsetRow, type OffsetDbRow } from '../offsets/offset-repository.ts';
import { certificateVerifyUrl, renderOffsetCertificate, type OfficialCopy } from '../offsets/offset-certificate.ts';
import { scopePrints } from './print-repository.ts';
import { issuerName } from '../../../domain/institution/institution.ts';

const tags = ['ccer'];

/** The offset as its certificate shows it (in Chinese: the official copy is the registry's Chinese document). */
async function certificateOf(db: Knex | Knex.Transaction, offsetId: string): Promise<OffsetDetail> {
  const row = (await selectOffsets(db).where('o.id', offsetId).first()) as OffsetDbRow | undefined;
  if (!row) throw notFound('offsetNotFound');
  const ranges = await offsetRanges(db, [row]);
  return { ...toOffsetRow(row, 'zh'), ranges: ranges.get(row.id) ?? [] };
}

const fileName = (certificateNo: string, copy: OfficialCopy) => `抵销证明-${certificateNo}-正式打印件第${copy.copyNo}份共${copy.copies}份.pdf`;

/**
 * The registry's official prints (099) of an approved request: the next copy is recorded (copy n of the approved m,
 * its print number, who, when) and answered as the certificate PDF with the official copy's line, in one transaction
 * (a PDF that cannot be made records nothing); beyond the approved copies 409. A printed copy's PDF again, the same
 * document, with no new record (a damaged sheet).
 */
export const offsetPrintCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteUrl = app.config.PUBLIC_SITE_URL;

  app.post(paths.print, {
    config: { access: { func: [fc.voucherPrint] } },
    schema: { tags, summary: 'Print the next approved official copy of a certificate: recorded, answered as the PDF with its copy line', body: offsetPrintBody },
    handler: async (request, reply) => {
      const op = request.operator!;
      const { pdf, name } = await app.db.transaction(async (trx) => {
        // locked: two prints of one request at once number their copies one after the other
        const p = await scopePrints(trx('ccer_offset_print as p'), op, 'p').where('p.id', request.body.printId).forUpdate().first<{ id: string; print_no: string; offset_id: string; cust_id: string; status: string; copies: number } | undefined>('p.id', 'p.print_no', 'p.offset_id', 'p.cust_id', 'p.status', 'p.copies');
        if (!p) throw notFound('offsetPrintNotFound');
        if (p.status !== 'approved') throw new AppError(409, 'CONFLICT', 'offsetPrintNotApproved');
        const [{ n }] = await trx('ccer_offset_print_record').where({ print_id: p.id }).count({ n: '*' });
        const copyNo = Number(n) + 1;
        if (copyNo > p.copies) throw new AppError(409, 'CONFLICT', `offsetPrintCopiesUsed:${p.copies}`);
        const certificate = await certificateOf(trx, p.offset_id);
        const recordNo = `${p.print_no}-${copyNo}`;
        const [record] = await trx('ccer_offset_print_record')
          .insert({ record_no: recordNo, print_id: p.id, offset_id: p.offset_id, cust_id: p.cust_id, certificate_no: certificate.certificateNo, copy_no: copyNo, copies: p.copies, printed_by: op.operatorId })
          .returning(['id', 'printed_at']);
        const copy: OfficialCopy = { copyNo, copies: p.copies, recordNo, printedAt: new Date(record.printed_at).toISOString() };
        const body = await renderOffsetCertificate(certificate, certificateVerifyUrl(siteUrl, certificate.certificateNo!), await issuerName(trx), copy);
        await writeOperationLog(trx, request, { abstract: 'ccer.offset-print', businessType: OFFSET_PRINT_BUSINESS, businessKey: p.id, after: { recordId: record.id, recordNo, copyNo, copies: p.copies, certificateNo: certificate.certificateNo } });
        return { pdf: body, name: fileName(certificate.certificateNo!, copy) };
      });
      return sendDownload(reply, { name, contentType: 'application/pdf', body: pdf });
    },
  });

  app.get(paths.recordPdf, {
    config: { access: { func: [fc.voucherPrint] } },
    schema: { tags, summary: 'A printed official copy’s PDF again (the same copy line and print number; no new record)', querystring: offsetPrintIdQuery },
    handler: async (request, reply) => {
      const r = await scopePrints(app.db('ccer_offset_print_record as r'), request.operator!, 'r')
        .where('r.id', request.query.id)
        .first<{ id: string; print_id: string; offset_id: string; record_no: string; copy_no: number; copies: number; printed_at: Date } | undefined>('r.id', 'r.print_id', 'r.offset_id', 'r.record_no', 'r.copy_no', 'r.copies', 'r.printed_at');
      if (!r) throw notFound('offsetPrintRecordNotFound');
      const certificate = await certificateOf(app.db, r.offset_id);
      const copy: OfficialCopy = { copyNo: r.copy_no, copies: r.copies, recordNo: r.record_no, printedAt: new Date(r.printed_at).toISOString() };
      const pdf = await renderOffsetCertificate(certificate, certificateVerifyUrl(siteUrl, certificate.certificateNo!), await issuerName(app.db), copy);
      // not a new print, but who took the official copy again is kept
      await writeOperationLog(app.db, request, { abstract: 'ccer.offset-print-again', businessType: OFFSET_PRINT_BUSINESS, businessKey: r.print_id, after: { recordId: r.id, recordNo: r.record_no } });
      return sendDownload(reply, { name: fileName(certificate.certificateNo!, copy), contentType: 'application/pdf', body: pdf });
    },
  });
};

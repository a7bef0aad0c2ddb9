import type { FastifyPluginAsync } from 'fastify';
import { certifiedLifecycle, certifiedPaths, certifiedRowSchema, functionCodes as fc, messageNames } from '@ccer/contracts';
import { expertRoutesFor, type ExpertArea } from '../project/expert-routes.ts';
import { expertReportRoutesFor } from '../expert/report-routes.ts';
import { selectCertified, toCertifiedRow } from './certified-repository.ts';

/**
 * Experts for the technical evaluation of reduction-volume applications: the project's appointment calls over the
 * certification's applications (project type from the registered project; the verification body is the tie).
 */
export const certifiedExpertArea: ExpertArea = {
  lifecycle: certifiedLifecycle,
  table: 'certified_apply',
  paths: {
    appointRandom: certifiedPaths.appointRandom,
    appointNamed: certifiedPaths.appointNamed,
    setFee: certifiedPaths.setFee,
    appoint: certifiedPaths.appoint,
    applyList: certifiedPaths.applyList,
    appointInfo: certifiedPaths.appointInfo,
    candidates: certifiedPaths.candidates,
    reportList: certifiedPaths.reportList,
    reportApply: certifiedPaths.reportApply,
  },
  messageName: messageNames.certifiedExpertsAppointed,
  reviewFunc: fc.certifiedRegistryReview,
  applications: (db) =>
    db('certified_apply as a')
      .join('project_info as i', 'i.id', 'a.project_info_id')
      .join('project_apply as p', 'p.id', 'i.apply_id')
      .select('a.id', 'a.apply_no', 'p.project_name', 'p.parent_project_type', 'a.status', 'a.expert_round', 'a.updated_at', 'a.cust_id', 'a.verification_agency as body_cust_id'),
  nameColumn: 'p.project_name',
  bodyColumn: 'a.verification_agency',
  applyRow: {
    schema: certifiedRowSchema,
    load: async (db, id, lang) => {
      const row = await selectCertified(db).where('x.id', id).first();
      return row && toCertifiedRow(row, lang);
    },
  },
};

/** The appointment calls and the evaluation reports of the certification's experts. */
export const certifiedExpertRoutes: FastifyPluginAsync = async (app) => {
  await app.register(expertRoutesFor(certifiedExpertArea));
  await app.register(expertReportRoutesFor(certifiedExpertArea));
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ok,
  okList,
  langOf,
  applyFieldLabels,
  applyInfoEditBody,
  applyInfoQuery,
  applyInfoSchema,
  cancelFlagNames,
  cancelFlags,
  checkApplyDates,
  functionCodes as fc,
  projectCancelStatuses,
  projectListQuery,
  projectListRowSchema,
  projectStatuses,
  projectStopBody,
  registeredProjectStatuses,
  registeredStatusNames,
  type ApplyForm,
  type ProjectChangeLogRow,
  type FieldError,
  type Lang,
  type ProjectListRow,
} from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { likeText } from '../../domain/like-text.ts';
import { isoDay } from '../../domain/server-time.ts';
import { applyColumns, selectApplies, toApplyRow, toColumns, toFormValues, type ApplyField } from './apply-repository.ts';
import { approvalAuthorityErrors } from './validation-bodies.ts';
import { PROJECT_APPLY } from './apply-routes.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';
import { actsForRegistry, inCompanyScope, scopeToCompany } from '../../domain/access/company-scope.ts';
import { namedBodyOf } from '../../domain/lifecycle/named-body.ts';
import { iso } from '../../domain/timestamps.ts';

/** A registered project (project_info) as the routes read it. */
export interface ProjectInfoRow {
  id: string;
  apply_id: string;
  project_code: string;
  registration_time: Date;
  status: string;
  cancel_flag: string;
  stop_reason: string | null;
  cancelled_at: Date | null;
  version: number;
  cust_id: string | null;
  project_name: string;
}

/**
 * A registered project the operator may act on, with its application's company and name: a representative
 * only their own company's (404 for another's, as if it did not exist), the registry every one.
 */
export async function loadRegisteredProject(db: Knex | Knex.Transaction, op: Operator, projectInfoId: string, lock = false): Promise<ProjectInfoRow> {
  const q = db('project_info as i').join('project_apply as a', 'a.id', 'i.apply_id').where('i.id', projectInfoId).first<ProjectInfoRow | undefined>('i.*', 'a.cust_id', 'a.project_name');
  if (lock) q.forUpdate('i');
  const row = await q;
  if (!row || !inCompanyScope(op, row.cust_id)) throw notFound('registeredProjectNotFound');
  return row;
}

function toProjectListRow(r: Record<string, unknown>, lang: Lang): ProjectListRow {
  const apply = toApplyRow(r, lang);
  const status = r.info_status as '0' | '1';
  const cancelFlag = r.cancel_flag as '0' | '1';
  return {
    projectInfoId: r.project_info_id as string,
    applyId: r.id as string,
    projectCode: r.project_code as string,
    projectName: apply.projectName,
    type: apply.parentProjectType ?? null,
    typeName: apply.parentProjectTypeName,
    province: apply.provinceId ?? null,
    provinceName: apply.provinceName,
    owner: apply.custName,
    registrationTime: iso(r.registration_time)!,
    status,
    statusName: registeredStatusNames[status][lang],
    cancelFlag,
    cancelFlagName: cancelFlagNames[cancelFlag][lang],
    stopReason: (r.stop_reason as string | null) ?? null,
    cancelPending: r.cancel_pending === true,
  };
}

export const toChangeLogRow = (r: Record<string, unknown>): ProjectChangeLogRow => ({
  id: String(r.id),
  paramId: r.param_id as string,
  paramName: r.param_name as string,
  beforeValue: (r.before_value as string | null) ?? null,
  currentValue: (r.current_value as string | null) ?? null,
  updParamDetail: (r.upd_param_detail as string | null) ?? null,
  operatorName: (r.operator_name as string | null) ?? null,
  createdAt: iso(r.created_at)!,
});

/** A field's value as the change log keeps it: text, or null when empty. */
export const logValue = (v: unknown): string | null => (v === undefined || v === null || v === '' ? null : String(v));

/**
 * The changed fields of an edit, validated as the application's own rules validate them (the field rules by
 * the body's schema; the date rules and the validation body against the project as it will be): field
 * errors on `changes.<field>`, or the fields whose value really changes.
 */
async function changedFields(trx: Knex.Transaction, current: Record<string, unknown>, changes: Partial<ApplyForm>) {
  const before = toFormValues(current);
  const after = { ...before, ...changes };
  const errors: FieldError[] = checkApplyDates(after as Record<string, string>, isoDay())
    .filter((e) => e.field in changes)
    .map((e) => ({ field: `changes.${e.field}`, message: e.message }));
  if ('approvalAuthority' in changes) {
    errors.push(...(await approvalAuthorityErrors(trx, changes.approvalAuthority)).map((e) => ({ ...e, field: `changes.${e.field}` })));
  }
  if (errors.length > 0) throw badRequest(errors);
  return (Object.keys(changes) as ApplyField[])
    .filter((f) => f in applyColumns && logValue(before[f]) !== logValue(changes[f]))
    .map((f) => ({ field: f, before: logValue(before[f]), after: logValue(changes[f]) }));
}

/** A field's change as the change log keeps it. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * The change log's rows of a registry's edit (project_change_log by apply_id, certified_change_log by
 * certified_info_id): each changed field under its Chinese label, with the explanation and the operator.
 */
export async function writeChangeLog(
  trx: Knex.Transaction,
  table: string,
  key: Record<string, string>,
  changed: readonly FieldChange[],
  labels: Readonly<Record<string, { zh: string }>>,
  modifyExplanation: string,
  op: Operator,
) {
  await trx(table).insert(
    changed.map((c) => ({
      ...key,
      param_id: c.field,
      param_name: labels[c.field].zh,
      before_value: c.before,
      current_value: c.after,
      upd_param_detail: modifyExplanation,
      operator_id: op.operatorId,
      operator_name: op.operatorName ?? op.loginName,
    })),
  );
}

/** The operation log's before and after of a registry's edit. */
export const editLogValues = (changed: readonly FieldChange[], modifyExplanation: string) => ({
  before: Object.fromEntries(changed.map((c) => [c.field, c.before])),
  after: { ...Object.fromEntries(changed.map((c) => [c.field, c.after])), modifyExplanation },
});

/** The registered row a stop or resume acts on, as the area loads it for the operator (404 for another company's). */
interface StoppableRow {
  apply_id: string;
  status: string;
  cancel_flag: string;
  stop_reason: string | null;
  version: number;
}

/**
 * An area's stop / resume of registered rows (the project's 076, the certification's 077): its call, function, body
 * (the row's id in `idField`, action, reason), table, loader and message tokens; the operation log goes on the
 * application the row was registered from.
 */
export interface StopArea {
  path: string;
  func: string;
  tag: string;
  summary: string;
  body: z.ZodType;
  idField: string;
  table: string;
  load(trx: Knex.Transaction, op: Operator, id: string): Promise<StoppableRow>;
  messages: { cancelled: string; alreadyStopped: string; notStopped: string };
  logArea: string;
  businessType: string;
}

/** 暂停 / 恢复: an active row is stopped with the reason, or a stopped one resumed; the reason is kept while stopped. */
export function stopRouteFor(area: StopArea): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(area.path, {
      config: { access: { func: [area.func] } },
      schema: { tags: [area.tag], summary: area.summary, body: area.body, response: { 200: ok(z.null()) } },
      handler: async (request) => {
        const body = request.body as { action: 'stop' | 'resume'; reason: string } & Record<string, unknown>;
        const { action, reason } = body;
        const id = body[area.idField] as string;
        await app.db.transaction(async (trx) => {
          const info = await area.load(trx, request.operator!, id);
          if (info.cancel_flag === cancelFlags.cancelled) throw new AppError(409, 'CONFLICT', area.messages.cancelled);
          const stopping = action === 'stop';
          if (stopping && info.status === registeredProjectStatuses.stopped) throw new AppError(409, 'CONFLICT', area.messages.alreadyStopped);
          if (!stopping && info.status !== registeredProjectStatuses.stopped) throw new AppError(409, 'CONFLICT', area.messages.notStopped);
          const status = stopping ? registeredProjectStatuses.stopped : registeredProjectStatuses.normal;
          await trx(area.table)
            .where({ id })
            .update({ status, stop_reason: stopping ? reason : null, version: info.version + 1, updated_at: trx.fn.now() });
          await writeOperationLog(trx, request, {
            abstract: `${area.logArea}.${action}`,
            businessType: area.businessType,
            businessKey: info.apply_id,
            before: { status: info.status, stopReason: info.stop_reason },
            after: { status, reason },
          });
        });
        return { flag: 1 as const, dataInfo: null };
      },
    });
  };
}

/** The project's stop / resume (/project/stop, 076). */
const projectStopArea: StopArea = {
  path: '/api/project-manage/stop',
  func: fc.projectStop,
  tag: 'project',
  summary: 'Stop (暂停) or resume a registered project',
  body: projectStopBody,
  idField: 'projectInfoId',
  table: 'project_info',
  load: (trx, op, id) => loadRegisteredProject(trx, op, id, true),
  messages: { cancelled: 'projectCancelled', alreadyStopped: 'projectAlreadyStopped', notStopped: 'projectNotStopped' },
  logArea: 'project',
  businessType: PROJECT_APPLY,
};

/**
 * The registered projects (project-list), one application with its project, documents and change log
 * (apply-info), the registry's edit of a registered project (apply-info-edit-file) and stop / resume (stop).
 */
export const registeredRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/project-manage/project-list', {
    // whoever applies (project 053, reduction 056, registration 072), manages registered projects (stop 076, cancel 081)
    // or queries them (116, a provincial administrator's 项目查询)
    config: { access: { func: [fc.projectAdd, fc.certifiedAdd, fc.projectRegister, fc.projectStop, fc.projectCancel, fc.projectQuery] } },
    schema: { tags: ['project'], summary: 'Registered projects, one page', body: projectListQuery, response: { 200: okList(projectListRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, projectName, projectCode, status, cancelFlag } = request.body;
      const op = request.operator!;
      const filter = (q: Knex.QueryBuilder) => {
        // representatives see their company's projects; the registry every one
        scopeToCompany(q, op, 'a.cust_id');
        if (projectName) q.whereILike('a.project_name', likeText(projectName));
        if (projectCode) q.whereILike('i.project_code', likeText(projectCode));
        if (status) q.where('i.status', status);
        if (cancelFlag) q.where('i.cancel_flag', cancelFlag);
        return q;
      };
      const base = () => app.db('project_info as i').join('project_apply as a', 'a.id', 'i.apply_id');
      const pending = app.db('project_cancel_apply as x').whereRaw('x.project_info_id = i.id').where('x.status', projectCancelStatuses.pending.code).select(app.db.raw('1'));
      const { rows, total } = await pageAndCount(
        filter(base().leftJoin('customer as c', 'c.cust_id', 'a.cust_id'))
          .select('a.*', 'c.cust_name', 'i.id as project_info_id', 'i.project_code', 'i.registration_time', 'i.status as info_status', 'i.cancel_flag', 'i.stop_reason')
          .select(app.db.raw('exists (?) as cancel_pending', [pending]))
          .orderBy('i.registration_time', 'desc')
          .orderBy('i.id'),
        { pageNumber, pageSize },
        filter(base()),
      );
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, dataInfo: rows.map((r: Record<string, unknown>) => toProjectListRow(r, lang)), total };
    },
  });

  app.post('/api/project-manage/apply-info', {
    // the owner (053), the registry's and the body's step pages and the query's detail (116)
    config: {
      access: {
        func: [fc.projectAdd, fc.projectPubAudit, fc.ownerConfirm, fc.projectRegister, fc.projectAuthorise, fc.projectStop, fc.projectRegistryReview, fc.projectCancel, fc.projectQuery],
      },
    },
    schema: { tags: ['project'], summary: 'One application with its registered project, documents and change log', body: applyInfoQuery, response: { 200: ok(applyInfoSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { id } = request.body;
      const row = await selectApplies(app.db).where('a.id', id).first();
      // a company sees its own applications, a validation body those that name it once submitted; the registry every one
      if (!row || !inCompanyScope(op, row.cust_id, namedBodyOf(row, row.approval_authority))) throw notFound('applyNotFound');
      const manager = actsForRegistry(op);
      const [info, documents, changeLog] = await Promise.all([
        app.db('project_info').where({ apply_id: id }).first(),
        app.db('attachment as f')
          .leftJoin('electronic_doc_type as t', 't.type_no', 'f.type_no')
          .where({ 'f.business_type': PROJECT_APPLY, 'f.business_code': id })
          .orderBy('f.type_no')
          .orderBy('f.created_at')
          .select('f.id', 'f.type_no', 'f.original_name', 'f.store_key', 'f.size', 'f.created_at', 't.type_name', 't.type_name_en'),
        app.db('project_change_log').where({ apply_id: id }).orderBy('created_at', 'desc').orderBy('id', 'desc'),
      ]);
      const lang = langOf(request.headers['accept-language']);
      // the project code and registration time are the managers' (registry spec §3 detail)
      const apply = toApplyRow({ ...row, project_code: manager ? info?.project_code : null, registration_time: manager ? info?.registration_time : null }, lang);
      return {
        flag: 1 as const,
        dataInfo: {
          apply,
          project: info
            ? {
                projectInfoId: info.id,
                projectCode: manager ? info.project_code : null,
                registrationTime: manager ? iso(info.registration_time) : null,
                status: info.status,
                cancelFlag: info.cancel_flag,
                stopReason: info.stop_reason ?? null,
                cancelledAt: iso(info.cancelled_at),
              }
            : null,
          documents: documents.map((d: Record<string, unknown>) => ({
            fileId: d.id as string,
            typeNo: d.type_no as string,
            typeName: ((lang === 'en' ? d.type_name_en || d.type_name : d.type_name) as string | null) ?? null,
            fileName: d.original_name as string,
            path: d.store_key as string,
            size: Number(d.size),
            createdAt: iso(d.created_at)!,
          })),
          changeLog: changeLog.map(toChangeLogRow),
        },
      };
    },
  });

  app.post('/api/projectmanage/apply-info-edit-file', {
    config: { access: { func: [fc.projectRegistryReview] } },
    schema: { tags: ['project'], summary: "The registry's edit of a registered project, kept in its change log", body: applyInfoEditBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const op = request.operator!;
      // the registry's edit: a company's representative holding 078 still edits nothing
      if (!actsForRegistry(op)) throw forbidden();
      const { id, changes, modifyExplanation } = request.body;
      const written = await app.db.transaction(async (trx) => {
        const current = await trx('project_apply').where({ id }).forUpdate().first();
        if (!current) throw notFound('applyNotFound');
        const info = await trx('project_info').where({ apply_id: id }).first('id', 'cancel_flag');
        if (current.status !== projectStatuses.registered || !info) throw new AppError(409, 'CONFLICT', 'projectNotRegistered');
        if (info.cancel_flag === cancelFlags.cancelled) throw new AppError(409, 'CONFLICT', 'projectCancelled');
        const changed = await changedFields(trx, current, changes);
        if (changed.length === 0) throw new AppError(400, 'BAD_REQUEST', 'projectNoChange');
        const values = Object.fromEntries(changed.map((c) => [c.field, changes[c.field] ?? '']));
        await trx('project_apply')
          .where({ id })
          .update({ ...toColumns(values), modify_explanation: modifyExplanation, version: current.version + 1, updated_at: trx.fn.now() });
        await writeChangeLog(trx, 'project_change_log', { apply_id: id }, changed, applyFieldLabels, modifyExplanation, op);
        await writeOperationLog(trx, request, { abstract: 'project.inside-edit', businessType: PROJECT_APPLY, businessKey: id, ...editLogValues(changed, modifyExplanation) });
        return changed.length;
      });
      request.log.info({ applyId: id, fields: written }, 'registered project edited');
      return { flag: 1 as const, dataInfo: null };
    },
  });

  await app.register(stopRouteFor(projectStopArea));
};

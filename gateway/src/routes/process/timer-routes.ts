import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, functionCodes, timerMoveBody, timerMoveResultSchema, type TimerMoveResult } from '@ccer/contracts';
import { notFound } from '../../errors.ts';
import { ENGINE_FANOUT, mapBounded } from '../../engine/bounded.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { workingDayDeadline, registryIso } from '../../domain/calendar/deadlines.ts';

/**
 * Moving a running instance's deadline (architecture §5: "changing the publicity period moves the
 * timer's due date"). Timers in the BPMN take their date from a variable the gateway computed; this
 * call moves what the engine already scheduled: the instance's timer jobs and the due date of its
 * open user tasks, all of them or those of one activity.
 */
export const timerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/process/timer/move', {
    config: { access: { func: [functionCodes.instanceManage] } },
    schema: {
      tags: ['process'],
      summary: 'Move the deadline (timer jobs, task due dates) of a running instance',
      body: timerMoveBody,
      response: { 200: ok(timerMoveResultSchema) },
    },
    handler: async (request) => {
      const { processInstanceId, activityId, workingDays, dueDate } = request.body;
      // working days count from today, like the deadline at the start; an uninitialised year is refused
      const due = dueDate !== undefined ? new Date(dueDate) : await workingDayDeadline(app.db, workingDays!);
      const [jobs, tasks] = await Promise.all([
        app.engine.timerJobs(processInstanceId, activityId),
        app.engine.queryTasks({ processInstanceId, ...(activityId ? { taskDefinitionKey: activityId } : {}) }),
      ]);
      if (jobs.length === 0 && tasks.length === 0) throw notFound('timerNotFound');
      // the engine has no batch call for either: one call per job and per task (the task as the
      // query read it, not read again), a few at once
      await mapBounded(jobs, ENGINE_FANOUT, (job) => app.engine.setJobDueDate(job.id, due));
      await mapBounded(tasks, ENGINE_FANOUT, (task) => app.engine.setTaskDueOf(task, due));
      const result: TimerMoveResult = {
        dueDate: registryIso(due),
        timers: jobs.map((j) => ({ jobId: j.id, previousDueDate: j.dueDate })),
        tasks: tasks.map((t) => ({ taskId: t.id, taskDefinitionKey: t.taskDefinitionKey, previousDue: t.due })),
      };
      await writeOperationLog(app.db, request, {
        abstract: 'process.timer-move',
        businessType: 'processInstance',
        businessKey: processInstanceId,
        before: { timers: result.timers, tasks: result.tasks },
        after: { dueDate: result.dueDate, activityId, workingDays },
      });
      return { flag: 1 as const, dataInfo: result };
    },
  });
};

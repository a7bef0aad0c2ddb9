import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHIPPED_DEPLOYMENT_SOURCE, type EngineClient } from '../engine/engine-client.ts';
import type { ProcessMetaCache } from '../engine/process-meta.ts';

export const DEFAULT_PROCESSES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../processes');
const DEPLOYABLE = /\.(bpmn|form|dmn)$/;

/** Every BPMN, form and DMN file under the processes folder (sub-folders by spec area). */
export function readProcessFiles(dir: string): Array<{ name: string; content: string }> {
  const out: Array<{ name: string; content: string }> = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (DEPLOYABLE.test(entry.name)) out.push({ name: path.relative(dir, full).split(path.sep).join('/'), content: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(dir);
  return out;
}

/**
 * The deployment each file belongs to: one per area folder (processes/<area>/…), so an area's
 * BPMN files and the forms they reference (camunda:formRefBinding="deployment") always ship together.
 */
export function deploymentGroups(files: Array<{ name: string; content: string }>): Map<string, Array<{ name: string; content: string }>> {
  const groups = new Map<string, Array<{ name: string; content: string }>>();
  for (const f of files) {
    const slash = f.name.indexOf('/');
    const group = slash < 0 ? 'ccer-registry' : `ccer-registry/${f.name.slice(0, slash)}`;
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push(f);
  }
  return groups;
}

/**
 * Deploys processes/ with duplicate filtering: a restart with unchanged files creates no new
 * version. A change to any file of an area redeploys the whole area (not only the changed file),
 * so its processes never refer to a form left behind in an older deployment.
 */
export async function deployProcesses(engine: EngineClient, meta: ProcessMetaCache, dir: string) {
  const files = readProcessFiles(dir);
  for (const f of files) if (f.name.endsWith('.bpmn')) meta.learn(f.content);
  const deployments = [];
  for (const [name, group] of deploymentGroups(files)) deployments.push(await engine.deployTogether(name, group, SHIPPED_DEPLOYMENT_SOURCE));
  return {
    ids: deployments.map((d) => d.id),
    deployedProcessDefinitions: Object.assign({}, ...deployments.map((d) => d.deployedProcessDefinitions ?? {})) as Record<string, unknown>,
  };
}

/** Deploys in the background until the engine answers (it may still be starting); then marks the app ready. */
export function deployWhenEngineAnswers(app: import('fastify').FastifyInstance, dir: string): void {
  void (async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        const d = await deployProcesses(app.engine, app.processMeta, dir);
        app.processesDeployed = true;
        app.log.info({ deploymentIds: d.ids, definitions: Object.keys(d.deployedProcessDefinitions ?? {}) }, 'processes deployed');
        return;
      } catch (e) {
        app.log.warn({ err: e, attempt }, 'process deployment failed; retrying');
        await new Promise((r) => setTimeout(r, Math.min(30000, 1000 * attempt)));
      }
    }
  })();
}

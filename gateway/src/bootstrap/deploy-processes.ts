import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EngineClient } from '../engine/engine-client.ts';
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

/** Deploys processes/ with duplicate filtering: a restart with unchanged files creates no new version. */
export async function deployProcesses(engine: EngineClient, meta: ProcessMetaCache, dir: string) {
  const files = readProcessFiles(dir);
  for (const f of files) if (f.name.endsWith('.bpmn')) meta.learn(f.content);
  return engine.deploy('ccer-registry', files);
}

/** Deploys in the background until the engine answers (it may still be starting); then marks the app ready. */
export function deployWhenEngineAnswers(app: import('fastify').FastifyInstance, dir: string): void {
  void (async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        const d = await deployProcesses(app.engine, app.processMeta, dir);
        app.processesDeployed = true;
        app.log.info({ deploymentId: d.id, definitions: Object.keys(d.deployedProcessDefinitions ?? {}) }, 'processes deployed');
        return;
      } catch (e) {
        app.log.warn({ err: e, attempt }, 'process deployment failed; retrying');
        await new Promise((r) => setTimeout(r, Math.min(30000, 1000 * attempt)));
      }
    }
  })();
}

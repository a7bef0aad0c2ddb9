import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BpmnModdle } from 'bpmn-moddle';
import { Linter } from 'bpmnlint';
import { DEFAULT_PROCESSES_DIR, readProcessFiles } from './deploy-processes.ts';

/**
 * Every BPMN file the gateway deploys passes bpmnlint with the configuration beside them
 * (processes/.bpmnlintrc: the recommended rules), warnings included: a merge is an explicit
 * gateway, never an implicit join. The same check a person runs with `npx bpmnlint` in processes/.
 */
const require = createRequire(import.meta.url);
const NodeResolver = require('bpmnlint/lib/resolver/node-resolver') as new (options?: { require?: NodeRequire }) => unknown;
const config: unknown = JSON.parse(fs.readFileSync(path.join(DEFAULT_PROCESSES_DIR, '.bpmnlintrc'), 'utf8'));
const bpmnFiles = readProcessFiles(DEFAULT_PROCESSES_DIR).filter((f) => f.name.endsWith('.bpmn'));

async function parse(xml: string) {
  return (await new BpmnModdle().fromXML(xml)) as { rootElement: { rootElements: Array<{ $type: string; id: string; documentation?: Array<{ text: string }> }> }; warnings: unknown[] };
}

describe('the shipped processes', () => {
  it('are all found', () => {
    expect(bpmnFiles.map((f) => f.name)).toEqual(expect.arrayContaining(['account/ccerAccountOpen.bpmn', 'project/ccerProjectPubApply.bpmn']));
    expect(config).toEqual({ extends: 'bpmnlint:recommended' });
  });

  it.each(bpmnFiles.map((f) => [f.name, f.content]))('%s passes bpmnlint:recommended with no error and no warning', async (_name, xml) => {
    const { rootElement, warnings } = await parse(xml);
    expect(warnings).toEqual([]);
    const reports = await new Linter({ config, resolver: new NodeResolver({ require }) }).lint(rootElement);
    expect(reports).toEqual({});
  });

  // the model list shows a deployed process's documentation as its description: the registry's language
  it.each(bpmnFiles.map((f) => [f.name, f.content]))('%s describes each process in Chinese', async (_name, xml) => {
    const { rootElement } = await parse(xml);
    const processes = rootElement.rootElements.filter((e) => e.$type === 'bpmn:Process');
    expect(processes.length).toBeGreaterThan(0);
    for (const p of processes) {
      const text = (p.documentation ?? []).map((d) => d.text).join('\n');
      expect(text, p.id).toMatch(/^[\u4e00-\u9fff]/);
      // identifiers (workflowType, business type) may appear; English prose may not
      expect(text, p.id).not.toMatch(/[A-Za-z]+[ ,;:]+[A-Za-z]+/);
    }
  });
});

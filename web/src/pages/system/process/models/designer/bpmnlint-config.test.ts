import { describe, expect, it } from 'vitest';
import { BpmnModdle } from 'bpmn-moddle';
import { Linter } from 'bpmnlint';
import { lintConfig, lintResolver, lintRuleLevels } from './bpmnlint-config';

const moddle = new BpmnModdle();
async function lint(xml: string) {
  const { rootElement } = await moddle.fromXML(xml);
  return new Linter({ config: lintConfig.config, resolver: lintConfig.resolver }).lint(rootElement);
}
const doc = (body: string, di = '') => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="d" targetNamespace="x">
  <bpmn:process id="leave" isExecutable="true">${body}</bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1"><bpmndi:BPMNPlane id="p" bpmnElement="leave">${di}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;
const shape = (id: string, x: number) => `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="100" width="36" height="36" /></bpmndi:BPMNShape>`;

describe('the designer lint configuration', () => {
  it('resolves every configured rule from the bundle and nothing else', () => {
    for (const name of Object.keys(lintRuleLevels)) expect(typeof lintResolver.resolveRule('bpmnlint', name)).toBe('function');
    expect(() => lintResolver.resolveRule('bpmnlint', 'no-complex-gateway')).toThrow(/not bundled/);
    expect(() => lintResolver.resolveConfig('bpmnlint', 'recommended')).toThrow(/not bundled/);
  });

  it('reports a missing end event and an unconnected, unnamed task', async () => {
    const results = await lint(doc('<bpmn:startEvent id="s" name="开始" /><bpmn:userTask id="t" />', shape('s', 100) + shape('t', 300)));
    expect(results['end-event-required']).toMatchObject([{ id: 'leave', message: 'Process is missing end event', category: 'error' }]);
    expect(results['label-required']).toMatchObject([{ id: 't', category: 'warn' }]);
    expect(results['no-disconnected'].map((r) => r.id).sort()).toEqual(['s', 't']);
  });

  it('finds nothing wrong in a connected, named process', async () => {
    const body = `<bpmn:startEvent id="s" name="开始"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
      <bpmn:userTask id="t" name="审批"><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
      <bpmn:endEvent id="e" name="结束"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
      <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="t" /><bpmn:sequenceFlow id="f2" sourceRef="t" targetRef="e" />`;
    const edges = `<bpmndi:BPMNEdge id="f1_di" bpmnElement="f1" /><bpmndi:BPMNEdge id="f2_di" bpmnElement="f2" />`;
    const results = await lint(doc(body, shape('s', 100) + shape('t', 200) + shape('e', 300) + edges));
    expect(results).toEqual({});
  });
});

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { isProcessKey, PROCESS_KEY_PATTERN, token, type FieldError } from '@ccer/contracts';

/** What the gateway needs from a BPMN document: its one process's id, name and executable flag. */
export interface BpmnProcessInfo {
  processId: string;
  name: string | null;
  executable: boolean;
}

export type BpmnReadResult = { ok: true; process: BpmnProcessInfo } | { ok: false; error: FieldError };

// entities are not expanded (no DOCTYPE tricks); the five predefined ones are decoded by hand
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', removeNSPrefix: true, processEntities: false });
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => PREDEFINED[e]);

/** Message arguments travel in a "key:arg" token, so a colon inside one would cut it short. */
const arg = (s: string) => s.replace(/:/g, '：').slice(0, 200);

/**
 * Reads a BPMN 2.0 document without trusting it: well-formed XML, a `definitions` root and exactly
 * one `process` (a model is one process; collaborations with several pools are not modelled here).
 * The messages name the field `field` (the request's field holding the XML).
 */
export function readBpmn(xml: string, field = 'bpmnXml'): BpmnReadResult {
  const fail = (message: string): BpmnReadResult => ({ ok: false, error: { field, message } });
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return fail(token('bpmnXmlInvalid', arg(`${valid.err.msg} (line ${valid.err.line})`)));
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch (e) {
    return fail(token('bpmnXmlInvalid', arg((e as Error).message)));
  }
  const definitions = doc.definitions as Record<string, unknown> | undefined;
  if (!definitions || typeof definitions !== 'object') return fail(token('bpmnXmlInvalid', 'definitions'));
  const processes = definitions.process;
  if (!processes || Array.isArray(processes) || typeof processes !== 'object') return fail(token('bpmnNoProcess'));
  const p = processes as Record<string, unknown>;
  const processId = typeof p['@_id'] === 'string' ? (p['@_id'] as string) : '';
  const name = typeof p['@_name'] === 'string' && (p['@_name'] as string).trim() ? decode((p['@_name'] as string).trim()) : null;
  return { ok: true, process: { processId, name, executable: p['@_isExecutable'] === 'true' } };
}

/**
 * The checks before a draft is stored for model `modelKey`. Choice: a process id that differs
 * from the key is REJECTED, not rewritten — the designer shows the key as the process id and a
 * silent rewrite would change a document the user thinks they saved as it was.
 */
export function checkModelBpmn(xml: string, modelKey: string): FieldError[] {
  const r = readBpmn(xml);
  if (!r.ok) return [r.error];
  const errors: FieldError[] = [];
  if (r.process.processId !== modelKey) errors.push({ field: 'bpmnXml', message: token('bpmnProcessIdMismatch', arg(r.process.processId || '-'), modelKey) });
  if (!r.process.executable) errors.push({ field: 'bpmnXml', message: token('bpmnNotExecutable') });
  return errors;
}

/** The key rule applied to a key read from an uploaded file. */
export function checkUploadedKey(processId: string): FieldError[] {
  if (!processId) return [{ field: 'modelKey', message: token('required') }];
  if (!isProcessKey(processId)) return [{ field: 'modelKey', message: token('processKeyRule') }];
  return [];
}

/**
 * form-js schemas by form id: each id follows the key rule (it becomes `<id>.form` in the
 * deployment and the camunda:formRef of a user task) and equals the `id` inside the schema.
 */
export function checkForms(forms: Record<string, Record<string, unknown>>): FieldError[] {
  const errors: FieldError[] = [];
  for (const [formId, schema] of Object.entries(forms)) {
    const field = `forms.${formId}`;
    if (!PROCESS_KEY_PATTERN.test(formId)) errors.push({ field, message: token('processKeyRule') });
    else if (schema.id !== formId) errors.push({ field, message: token('formIdMismatch', formId) });
    else if (!Array.isArray(schema.components)) errors.push({ field, message: token('formInvalid') });
  }
  return errors;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The diagram a new model starts with: one executable process (id = key) holding a start event. */
export function initialBpmn(modelKey: string, name: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_${modelKey}" targetNamespace="http://ccer-registry/processes/models" exporter="ccer-registry" exporterVersion="0.1.0">
  <bpmn:process id="${modelKey}" name="${escapeXml(name)}" isExecutable="true" camunda:historyTimeToLive="P180D">
    <bpmn:startEvent id="StartEvent_1" name="开始" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${modelKey}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

/** The deployment's resources: the BPMN and each form as `<formId>.form`, in ONE deployment. */
export function deploymentFiles(modelKey: string, xml: string, forms: Record<string, Record<string, unknown>>) {
  return [
    { name: `${modelKey}.bpmn`, content: xml },
    ...Object.entries(forms)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([formId, schema]) => ({ name: `${formId}.form`, content: JSON.stringify(schema, null, 2) })),
  ];
}

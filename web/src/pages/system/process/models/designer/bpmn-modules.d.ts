/** The bpmn.io packages the designer uses ship JavaScript without types; only what the designer calls is typed. */
declare module 'bpmn-js-properties-panel' {
  type DiModule = Record<string, unknown>;
  export const BpmnPropertiesPanelModule: DiModule;
  export const BpmnPropertiesProviderModule: DiModule;
  export const CamundaPlatformPropertiesProviderModule: DiModule;
}
declare module 'camunda-bpmn-js-behaviors/lib/camunda-platform' {
  const module: Record<string, unknown>;
  export default module;
}
declare module 'bpmn-js-bpmnlint' {
  const module: Record<string, unknown>;
  export default module;
}
declare module 'bpmnlint/rules/*' {
  /** A bpmnlint rule factory. */
  const rule: (config?: unknown) => { check: (node: unknown, reporter: unknown) => void };
  export default rule;
}
declare module 'bpmnlint' {
  export class Linter {
    constructor(options: { config: unknown; resolver: unknown });
    lint(definitions: unknown): Promise<Record<string, Array<{ id: string; message: string; category: string }>>>;
  }
}
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: unknown }>;
  }
}

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Alert, Button, Spin } from 'antd';
import { ProfileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import Modeler from 'bpmn-js/lib/Modeler';
import { BpmnPropertiesPanelModule, BpmnPropertiesProviderModule, CamundaPlatformPropertiesProviderModule } from 'bpmn-js-properties-panel';
import CamundaBehaviorsModule from 'camunda-bpmn-js-behaviors/lib/camunda-platform';
import lintModule from 'bpmn-js-bpmnlint';
import camundaModdle from 'camunda-bpmn-moddle/resources/camunda.json';
import { lintConfig } from './bpmnlint-config';
import translateModule, { translateKnownText } from './translate-module';
import { translateDom } from './dom-translator';
import userTaskPaletteModule from './user-task-palette';
import { fitRightOf, type Box } from './fit-viewport';
import { useIsMobile } from '../../../../../shell/use-media';

export interface LintSummary {
  errors: number;
  warnings: number;
}
export interface BpmnDesignerHandle {
  /** The diagram as BPMN 2.0 XML (formatted). */
  saveXML(): Promise<string>;
  lint(): LintSummary;
  /** Renames the process (its name is the deployed definition's name). */
  setProcessName(name: string): void;
}
type LintIssues = Record<string, Array<{ category: string }>>;
interface Canvas {
  zoom(level?: 'fit-viewport' | number, center?: 'auto'): number;
  viewbox(box?: Box): Box & { inner: Box; outer: { width: number; height: number } };
  getRootElement(): unknown;
}
/** Pixels kept free around the diagram when it opens. */
const FIT_MARGIN = 24;

/** Shows the whole diagram right of the palette (bpmn-js's fit-viewport lets the palette cover its start). */
function fitDiagram(canvas: Canvas, container: HTMLElement) {
  const palette = container.querySelector<HTMLElement>('.djs-palette');
  const reserved = palette ? palette.offsetLeft + palette.offsetWidth : 0;
  const { inner, outer } = canvas.viewbox();
  if (outer.width > 0 && outer.height > 0 && inner.width > 0) canvas.viewbox(fitRightOf(inner, outer, reserved, FIT_MARGIN));
}
interface Modeling {
  updateProperties(element: unknown, properties: Record<string, unknown>): void;
}
interface EventBus {
  on(event: string, cb: (e: { issues?: LintIssues }) => void): void;
}

/**
 * The bpmn-js Modeler with camunda-bpmn-moddle, the Camunda Platform properties panel and
 * behaviours, bpmnlint findings on the diagram, and palette / context pad / panel texts through
 * i18next. Modules here load only with the designer page (its own chunks).
 */
export default function BpmnDesigner({ xml, onChange, ref }: { xml: string; onChange?: () => void; ref?: Ref<BpmnDesignerHandle> }) {
  const { t } = useTranslation('processModel');
  const canvasRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const modelerRef = useRef<Modeler>(null);
  const lintRef = useRef<LintSummary>({ errors: 0, warnings: 0 });
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState<string>();
  // below 992 px the properties panel goes under the canvas, folded until asked for
  const isMobile = useIsMobile();
  const [panelOpen, setPanelOpen] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useImperativeHandle(ref, () => ({
    saveXML: async () => (await modelerRef.current!.saveXML({ format: true })).xml ?? '',
    lint: () => lintRef.current,
    setProcessName: (name: string) => {
      const modeler = modelerRef.current;
      if (modeler) modeler.get<Modeling>('modeling').updateProperties(modeler.get<Canvas>('canvas').getRootElement(), { name });
    },
  }));

  useEffect(() => {
    if (!canvasRef.current || !panelRef.current) return;
    let cancelled = false;
    const modeler = new Modeler({
      container: canvasRef.current,
      // the groups an approval step is made of start open (the panel opens none by default)
      propertiesPanel: {
        parent: panelRef.current,
        layout: { groups: { general: { open: true }, CamundaPlatform__UserAssignment: { open: true }, CamundaPlatform__Form: { open: true } } },
      },
      additionalModules: [
        BpmnPropertiesPanelModule,
        BpmnPropertiesProviderModule,
        CamundaPlatformPropertiesProviderModule,
        CamundaBehaviorsModule,
        lintModule,
        translateModule,
        userTaskPaletteModule,
      ],
      moddleExtensions: { camunda: camundaModdle },
      linting: { bpmnlint: lintConfig, active: true },
    } as ConstructorParameters<typeof Modeler>[0]);
    modelerRef.current = modeler;
    // the few panel controls that ignore the translate service (the template editor's pop-up button)
    const stopTranslating = translateDom(panelRef.current, { translate: translateKnownText, attributesOnly: true });
    const bus = modeler.get<EventBus>('eventBus');
    bus.on('commandStack.changed', () => onChangeRef.current?.());
    bus.on('linting.completed', (e) => {
      const all = Object.values(e.issues ?? {}).flat();
      lintRef.current = { errors: all.filter((i) => i.category === 'error').length, warnings: all.filter((i) => i.category === 'warn').length };
    });
    modeler
      .importXML(xml)
      .then(() => {
        if (cancelled) return;
        fitDiagram(modeler.get<Canvas>('canvas'), canvasRef.current!);
        setState('ready');
      })
      .catch((e: Error) => {
        if (cancelled) return;
        setError(e.message);
        setState('error');
      });
    return () => {
      cancelled = true;
      modeler.destroy();
      stopTranslating();
      modelerRef.current = null;
    };
    // imported once per model: texts go through translate when elements render
  }, [xml]);

  return (
    <div className={isMobile ? 'model-designer is-narrow' : 'model-designer'} data-testid="bpmn-designer" data-state={state}>
      {state === 'error' && <Alert type="error" showIcon title={t('design.importError', { message: error })} style={{ marginBottom: 8 }} />}
      {isMobile && (
        <Button size="small" icon={<ProfileOutlined />} onClick={() => setPanelOpen((o) => !o)} aria-expanded={panelOpen} data-testid="bpmn-panel-toggle" style={{ marginBottom: 8 }}>
          {t(panelOpen ? 'design.hideProperties' : 'design.showProperties')}
        </Button>
      )}
      <Spin spinning={state === 'loading'}>
        <div className="model-designer-body">
          <div ref={canvasRef} className="model-designer-canvas" data-testid="bpmn-canvas" />
          {/* always mounted (bpmn-js renders into it); folded away on narrow screens */}
          <div ref={panelRef} className="model-designer-panel" data-testid="bpmn-properties" hidden={isMobile && !panelOpen} />
        </div>
      </Spin>
    </div>
  );
}

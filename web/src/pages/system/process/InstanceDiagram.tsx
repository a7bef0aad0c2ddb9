import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceDetail } from '@ccer/contracts';
import './instance-diagram.css';

interface Canvas {
  zoom(level: 'fit-viewport', center?: 'auto'): void;
  addMarker(id: string, marker: string): void;
}
interface Overlays {
  add(id: string, type: string, overlay: { position: { top?: number; right?: number }; html: HTMLElement }): void;
}
interface ElementRegistry {
  get(id: string): unknown;
}

/**
 * The instance's diagram in a bpmn-js NavigatedViewer (pan and zoom): completed steps green, the
 * open step blue, incidents red with a badge carrying the message. bpmn-js is imported here, on
 * demand, so it is its own chunk and loads only with this page.
 */
export default function InstanceDiagram({ xml, activities }: Pick<InstanceDetail, 'activities'> & { xml: string }) {
  const { t } = useTranslation('process');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    let viewer: { destroy(): void } | undefined;
    let cancelled = false;
    (async () => {
      const [{ default: NavigatedViewer }] = await Promise.all([
        import('bpmn-js/lib/NavigatedViewer'),
        import('bpmn-js/dist/assets/diagram-js.css'),
        import('bpmn-js/dist/assets/bpmn-js.css'),
      ]);
      if (cancelled || !container.current) return;
      const v = new NavigatedViewer({ container: container.current });
      viewer = v;
      await v.importXML(xml);
      const canvas = v.get<Canvas>('canvas');
      const registry = v.get<ElementRegistry>('elementRegistry');
      const overlays = v.get<Overlays>('overlays');
      const mark = (ids: string[], marker: string) => ids.filter((id) => registry.get(id)).forEach((id) => canvas.addMarker(id, marker));
      mark(activities.completed, 'instance-completed');
      mark(activities.active, 'instance-active');
      for (const inc of activities.incidents.filter((i) => registry.get(i.activityId))) {
        canvas.addMarker(inc.activityId, 'instance-incident');
        const badge = document.createElement('span');
        badge.className = 'instance-incident-badge';
        badge.textContent = '!';
        badge.title = inc.message ?? inc.type;
        badge.dataset.testid = `incident-${inc.activityId}`;
        overlays.add(inc.activityId, 'incident', { position: { top: -10, right: 10 }, html: badge });
      }
      canvas.zoom('fit-viewport', 'auto');
      if (!cancelled) setState('ready');
    })().catch(() => !cancelled && setState('error'));
    return () => {
      cancelled = true;
      viewer?.destroy();
    };
  }, [xml, activities]);

  return (
    <div>
      {state === 'error' && <Alert type="error" showIcon title={t('instance.detail.diagramError')} style={{ marginBottom: 8 }} />}
      <Spin spinning={state === 'loading'}>
        <div ref={container} className="instance-diagram" data-testid="instance-diagram" data-state={state} />
      </Spin>
      <div className="instance-legend">
        <span><i className="completed" />{t('instance.detail.legendCompleted')}</span>
        <span><i className="active" />{t('instance.detail.legendActive')}</span>
        <span><i className="incident" />{t('instance.detail.legendIncident')}</span>
      </div>
    </div>
  );
}

import type { ModelRow, ModelStatus } from '@ccer/contracts';

/** Tag colours of the model states (spec §4: 未发布 / 已发布 / 已修改未发布). */
export const modelStatusColors: Record<ModelStatus, string> = { unpublished: 'default', published: 'green', modified: 'orange' };

/** A model row can be deployed when it has a draft the engine does not have yet. */
export const canDeploy = (r: ModelRow) => r.source === 'model' && r.status !== 'published';
/** Only model rows are deleted here; definitions from processes/ are managed by their files. */
export const canDelete = (r: ModelRow) => r.source === 'model';
export const hasDeployments = (r: ModelRow) => r.deployedVersion !== null;

/** Reads an uploaded BPMN file as text (the gateway parses and checks it). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file, 'utf-8');
  });
}

import { certifiedPaths, type CertifiedRow, type SaveCertifiedBody, type SubmitCertifiedBody } from '@ccer/contracts';
import { api } from './http';
import { lifecycleCalls } from './lifecycle';

/** The reduction-volume application's calls (certification, 056; /api/certified-manage/). */
export const certifiedCalls = lifecycleCalls<CertifiedRow>({
  list: certifiedPaths.list,
  statusCount: certifiedPaths.statusCount,
  progress: certifiedPaths.progress,
  applyTask: certifiedPaths.applyTask,
});

/** Saves a draft; quiet because the form shows the field errors itself. */
export const saveCertified = async (body: SaveCertifiedBody): Promise<CertifiedRow> => (await api.post<CertifiedRow>(certifiedPaths.save, body, { quiet: true })).dataInfo;

/** Submits for publicity audit, with the last changes; quiet for the same reason. */
export const submitCertified = async (body: SubmitCertifiedBody): Promise<CertifiedRow> => (await api.post<CertifiedRow>(certifiedPaths.submit, body, { quiet: true })).dataInfo;

/** Deletes a draft never submitted. */
export const deleteCertified = async (id: string): Promise<void> => {
  await api.post(certifiedPaths.remove, { id });
};

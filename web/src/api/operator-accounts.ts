import { operatorAccountPaths, operatorFamilies, type OperatorDetail, type OperatorFamilyKey, type OperatorRow, type OperatorSaved, type OperatorStatus } from '@ccer/contracts';
import { api } from './http';
import { readListResponse } from '../components/list-page/list-response';
import type { ListResult } from '../components/list-page/types';

/** Back-office operator account calls (accounts spec §7.3; paths in contracts/src/operator-accounts.ts). */
export const fetchOperators = async (family: OperatorFamilyKey, params: Record<string, unknown>): Promise<ListResult<OperatorRow>> =>
  readListResponse<OperatorRow>(await api.post<OperatorRow[]>(operatorFamilies[family].paths.query, params));

export const fetchOperator = (operatorId: string): Promise<OperatorDetail> =>
  api.post<OperatorDetail>(operatorAccountPaths.detail, { operatorId }).then((r) => r.dataInfo);

/** Quiet: the form puts field errors on its fields and toasts the message. */
export const addOperator = (family: OperatorFamilyKey, body: Record<string, unknown>) =>
  api.post<OperatorSaved>(operatorFamilies[family].paths.add, body, { quiet: true }).then((r) => r.dataInfo);
export const editOperator = (family: OperatorFamilyKey, body: Record<string, unknown>) =>
  api.post<OperatorSaved>(operatorFamilies[family].paths.edit, body, { quiet: true }).then((r) => r.dataInfo);
export const setOperatorStatus = (family: OperatorFamilyKey, operatorId: string, status: OperatorStatus) =>
  api.post<OperatorSaved>(operatorFamilies[family].paths.status, { operatorId, status }).then((r) => r.dataInfo);
export const resetOperatorPassword = (operatorId: string) =>
  api.post<OperatorSaved>(operatorAccountPaths.resetPassword, { operatorId }).then((r) => r.dataInfo);

import { institutionPaths as P, type Institution, type InstitutionModifyBody, type InstitutionPublic } from '@ccer/contracts';
import { api } from './http.ts';

/** 机构设置 (contracts/src/institution.ts): the registry institution's particulars; the public part the portal shows. */
export const INSTITUTION_KEY = ['institution'];
export const PORTAL_INSTITUTION_KEY = ['portal-institution'];

export const fetchInstitution = (): Promise<Institution> => api.get<Institution>(P.read).then((r) => r.dataInfo);
export const modifyInstitution = (body: InstitutionModifyBody): Promise<Institution> => api.put<Institution>(P.modify, body).then((r) => r.dataInfo);
export const fetchPortalInstitution = (): Promise<InstitutionPublic> => api.get<InstitutionPublic>(P.portal).then((r) => r.dataInfo);

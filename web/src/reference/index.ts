/** Reference data of the shared calls (accounts spec §3.9, §7.6): hooks with localStorage caching, and name helpers. */
export * from './hooks';
export * from './names';
export { referenceCacheKeys } from './local-cache';
export type { IndustrySection } from './reference-api';

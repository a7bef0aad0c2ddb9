/** Reference data served by the shared calls of accounts spec §7.6 (dictionaries, industries, project types). */
export * from './dictionaries.ts';
export * from './industry.ts';
export * from './project-types.ts';
export * from './schemas.ts';

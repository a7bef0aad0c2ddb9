export * from './portal.ts';
export * from './open-data.ts';

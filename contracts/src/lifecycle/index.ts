export * from './types.ts';
export * from './project.ts';
export * from './step-bodies.ts';

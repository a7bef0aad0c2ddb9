export * from './types.ts';
export * from './project.ts';
export * from './certified.ts';
export * from './step-bodies.ts';
export * from './progress.ts';
export * from './publicity.ts';
export * from './registered.ts';
export * from './experts.ts';

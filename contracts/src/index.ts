export * from './messages.ts';
export * from './envelope.ts';
export * from './access.ts';
export * from './workflow.ts';
export * from './validators.ts';
export * from './project-apply.ts';
export * from './session.ts';
export * from './tasks.ts';

export * from './link.ts';
export * from './clearing.ts';
export * from './settlement.ts';

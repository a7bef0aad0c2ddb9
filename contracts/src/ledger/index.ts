export * from './units.ts';
export * from './issuance.ts';
export * from './holdings.ts';
export * from './transfers.ts';
export * from './freezes.ts';
export * from './account-transfers.ts';
export * from './offsets.ts';

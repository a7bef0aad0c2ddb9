import type { Vintage } from '@ccer/contracts';

/** A quantity per vintage as stored (a JSON column of certified_apply and certified_info), in numbers. */
export const vintagesOf = (v: unknown): Vintage[] =>
  ((v as Array<{ year: number; quantity: number }> | null) ?? []).map((x) => ({ year: Number(x.year), quantity: Number(x.quantity) }));

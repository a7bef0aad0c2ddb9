/** Conversion between plain values and the engine's typed variables. */
export type EngineVariable = { value: unknown; type?: string; valueInfo?: Record<string, unknown> };
export type EngineVariables = Record<string, EngineVariable>;

export function toEngineVariables(values: Record<string, unknown>): EngineVariables {
  const out: EngineVariables = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value === null) out[name] = { value: null, type: 'Null' };
    else if (typeof value === 'boolean') out[name] = { value, type: 'Boolean' };
    else if (typeof value === 'number') out[name] = { value, type: Number.isInteger(value) ? 'Long' : 'Double' };
    else if (typeof value === 'string') out[name] = { value, type: 'String' };
    else if (value instanceof Date) out[name] = { value: value.toISOString().replace('Z', '+0000'), type: 'Date' };
    else out[name] = { value: JSON.stringify(value), type: 'Json' };
  }
  return out;
}

export function fromEngineVariables(vars: EngineVariables): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(vars)) {
    out[name] = v.type === 'Json' && typeof v.value === 'string' ? JSON.parse(v.value) : v.value;
  }
  return out;
}

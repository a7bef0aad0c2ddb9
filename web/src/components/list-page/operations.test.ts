import { describe, expect, it } from 'vitest';
import { permittedOperations, splitOperations } from './operations';
import type { RowOperation } from './types';

type Row = { id: string; status: string };
const op = (key: string, extra: Partial<RowOperation<Row>> = {}): RowOperation<Row> => ({ key, label: key, onClick: () => {}, ...extra });
const all = () => true;
const keys = (ops: RowOperation<Row>[]) => ops.map((o) => o.key);

describe('splitOperations', () => {
  const row = { id: '1', status: '00' };

  it('shows up to 4 inline and nothing under more', () => {
    const r = splitOperations([op('a'), op('b'), op('c'), op('d')], row, all);
    expect(keys(r.inline)).toEqual(['a', 'b', 'c', 'd']);
    expect(r.more).toEqual([]);
  });

  it('puts the fifth and later under more, in declaration order', () => {
    const r = splitOperations(['a', 'b', 'c', 'd', 'e', 'f'].map((k) => op(k)), row, all);
    expect(keys(r.inline)).toEqual(['a', 'b', 'c', 'd']);
    expect(keys(r.more)).toEqual(['e', 'f']);
  });

  it('hides operations whose function code the user lacks, before counting', () => {
    const has = (c: string | readonly string[] | undefined) => c === undefined || c === '053';
    const ops = [op('a', { func: '090' }), op('b', { func: '053' }), op('c'), op('d'), op('e'), op('f', { func: ['090'] })];
    const r = splitOperations(ops, row, has);
    expect(keys(r.inline)).toEqual(['b', 'c', 'd', 'e']);
    expect(r.more).toEqual([]);
  });

  it('hides operations not visible for the row', () => {
    const r = splitOperations([op('edit', { visible: (x) => x.status === '00' }), op('detail')], { id: '2', status: '01' }, all);
    expect(keys(r.inline)).toEqual(['detail']);
  });

  it('accepts another inline limit', () => {
    const r = splitOperations([op('a'), op('b'), op('c')], row, all, 1);
    expect(keys(r.inline)).toEqual(['a']);
    expect(keys(r.more)).toEqual(['b', 'c']);
  });
});

describe('permittedOperations', () => {
  it('keeps operations without a code and those with a held code', () => {
    const has = (c: string | readonly string[] | undefined) => !c || (Array.isArray(c) ? c.includes('1') : c === '1');
    expect(keys(permittedOperations([op('a'), op('b', { func: '1' }), op('c', { func: '2' }), op('d', { func: ['2', '1'] })], has))).toEqual(['a', 'b', 'd']);
  });
});

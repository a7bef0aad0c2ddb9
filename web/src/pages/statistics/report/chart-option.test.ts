import { describe, expect, it } from 'vitest';
import { chartOption, isEmptyChart } from './chart-option.ts';

describe('report chart options', () => {
  it('draws a pie of the first series, slice by category', () => {
    const o = chartOption({ key: 'k', kind: 'pie', categories: ['可用', '冻结', '交易系统'], series: [{ key: 'total', name: '合计', data: [5, 2, 0] }] });
    expect(o.series).toEqual([expect.objectContaining({ type: 'pie', name: '合计', data: [{ name: '可用', value: 5 }, { name: '冻结', value: 2 }] })]);
  });
  it('knows a chart with nothing to draw', () => {
    expect(isEmptyChart({ key: 'k', kind: 'bar', categories: [], series: [] })).toBe(true);
    expect(isEmptyChart({ key: 'k', kind: 'bar', categories: ['2026'], series: [{ key: 'a', name: 'A', data: [0] }] })).toBe(true);
    expect(isEmptyChart({ key: 'k', kind: 'bar', categories: ['2026'], series: [{ key: 'a', name: 'A', data: [3] }] })).toBe(false);
  });
  it('draws bars or lines along the categories, a series each', () => {
    const o = chartOption({ key: 'k', kind: 'line', categories: ['2025', '2026'], series: [{ key: 'issued', name: 'Issued', data: [1, 2] }, { key: 'retired', name: 'Retired', data: [0, 1] }] });
    expect(o.xAxis).toMatchObject({ type: 'category', data: ['2025', '2026'] });
    expect((o.series as Array<{ type: string; name: string }>).map((s) => [s.type, s.name])).toEqual([['line', 'Issued'], ['line', 'Retired']]);
  });
});

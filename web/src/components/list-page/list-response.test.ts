import { describe, expect, it } from 'vitest';
import { readListResponse, rowNumber } from './list-response';

describe('readListResponse', () => {
  it('reads dataInfo plus total', () => {
    expect(readListResponse({ flag: 1, dataInfo: [{ a: 1 }, { a: 2 }], total: 12 })).toEqual({ rows: [{ a: 1 }, { a: 2 }], total: 12 });
  });
  it('reads data plus total', () => {
    expect(readListResponse({ status: 200, data: [{ a: 1 }], total: 1 })).toEqual({ rows: [{ a: 1 }], total: 1 });
  });
  it('counts the rows when total is missing', () => {
    expect(readListResponse({ dataInfo: [1, 2, 3] })).toEqual({ rows: [1, 2, 3], total: 3 });
  });
  it('is empty when the status is not 200', () => {
    expect(readListResponse({ status: 500, data: [{ a: 1 }], total: 1 })).toEqual({ rows: [], total: 0 });
  });
  it('is empty on a failure envelope', () => {
    expect(readListResponse({ flag: 0, msg: 'x', dataInfo: [{ field: 'a', message: 'b' }] })).toEqual({ rows: [], total: 0 });
  });
  it('is empty without data', () => {
    for (const b of [undefined, null, 'text', {}, { flag: 1, dataInfo: null, total: 5 }, { data: { list: [] }, total: 3 }]) {
      expect(readListResponse(b)).toEqual({ rows: [], total: 0 });
    }
  });
});

describe('rowNumber', () => {
  it('is 1-based and continues across pages', () => {
    expect(rowNumber(0, 1, 10)).toBe(1);
    expect(rowNumber(9, 1, 10)).toBe(10);
    expect(rowNumber(0, 3, 20)).toBe(41);
  });
});

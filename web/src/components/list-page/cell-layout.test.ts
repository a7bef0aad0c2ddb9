import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { cellOrDash, EMPTY_CELL, isBlankCell, mobileColumns } from './cell-layout';

describe('empty cells', () => {
  it('show "-" for absent, null, blank text and empty lists', () => {
    for (const v of [undefined, null, '', '   ', []]) {
      expect(isBlankCell(v)).toBe(true);
      expect(cellOrDash(v)).toBe(EMPTY_CELL);
    }
  });

  it('keep real values, zero and false included, and any element', () => {
    expect(cellOrDash('示例')).toBe('示例');
    expect(cellOrDash(0)).toBe(0);
    expect(cellOrDash(false)).toBe(false);
    const tag = createElement('span', null);
    expect(cellOrDash(tag)).toBe(tag);
  });
});

describe('mobileColumns (below 992 px)', () => {
  const cols = [{ dataIndex: 'custNo' }, { dataIndex: 'custName' }, { dataIndex: 'certificateNo' }, { dataIndex: 'statusName' }, { dataIndex: 'createdAt' }];

  it('defaults to the first two columns and the status column', () => {
    expect(mobileColumns(cols).map((c) => c.dataIndex)).toEqual(['custNo', 'custName', 'statusName']);
  });

  it('takes the columns declared mobile when a list declares any', () => {
    const declared = cols.map((c) => (c.dataIndex === 'custName' || c.dataIndex === 'statusName' ? { ...c, mobile: true } : c));
    expect(mobileColumns(declared).map((c) => c.dataIndex)).toEqual(['custName', 'statusName']);
  });

  it('leaves out a default column declared mobile: false', () => {
    const declared = cols.map((c) => (c.dataIndex === 'custNo' ? { ...c, mobile: false } : c));
    expect(mobileColumns(declared).map((c) => c.dataIndex)).toEqual(['custName', 'statusName']);
  });
});

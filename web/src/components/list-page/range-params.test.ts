import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { fromSearchParams, isRangeKind, rangeParamNames, toQueryParams } from './range-params';
import type { SearchField } from './types';

const f = (name: string, kind: SearchField['kind'], extra: Partial<SearchField> = {}): SearchField => ({ name, label: name, kind, ...extra });

describe('rangeParamNames', () => {
  it('adds Start and End to the name', () => {
    expect(rangeParamNames({ name: 'created' })).toEqual(['createdStart', 'createdEnd']);
  });
  it('uses declared names', () => {
    expect(rangeParamNames({ name: 'amount', rangeNames: ['minAmount', 'maxAmount'] })).toEqual(['minAmount', 'maxAmount']);
  });
  it('knows the range kinds', () => {
    expect(['numberRange', 'datetimerange', 'startEndDate', 'startEndYear'].every((k) => isRangeKind(k as SearchField['kind']))).toBe(true);
    expect(isRangeKind('date')).toBe(false);
  });
});

describe('toQueryParams', () => {
  const fields = [
    f('projectName', 'input'),
    f('status', 'select'),
    f('region', 'cascader'),
    f('amount', 'numberRange'),
    f('created', 'datetimerange'),
    f('day', 'date'),
    f('vintage', 'year'),
    f('period', 'startEndDate', { rangeNames: ['beginDate', 'endDate'] }),
    f('years', 'startEndYear'),
  ];

  it('leaves out empty values', () => {
    expect(toQueryParams({ projectName: '  ', status: undefined, region: [], amount: [undefined, undefined], created: null }, fields)).toEqual({});
  });

  it('writes every kind', () => {
    const params = toQueryParams(
      {
        projectName: ' 风电 ',
        status: '00',
        region: ['650000', '650100'],
        amount: [1.5, 20],
        created: [dayjs('2024-01-02 03:04:05'), dayjs('2024-02-03 23:59:59')],
        day: dayjs('2024-03-04'),
        vintage: dayjs('2023-06-01'),
        period: [dayjs('2024-01-01'), undefined],
        years: [dayjs('2020-01-01'), dayjs('2022-01-01')],
      },
      fields,
    );
    expect(params).toEqual({
      projectName: '风电',
      status: '00',
      region: '650100',
      amountStart: 1.5,
      amountEnd: 20,
      createdStart: '2024-01-02 03:04:05',
      createdEnd: '2024-02-03 23:59:59',
      day: '2024-03-04',
      vintage: '2023',
      beginDate: '2024-01-01',
      yearsStart: '2020',
      yearsEnd: '2022',
    });
  });

  it('sends one end of a number range', () => {
    expect(toQueryParams({ amount: [undefined, 0] }, [f('amount', 'numberRange')])).toEqual({ amountEnd: 0 });
  });
});

describe('fromSearchParams', () => {
  it('reads declared fields from the URL, workflowType included', () => {
    const fields = [f('workflowType', 'select'), f('taskName', 'input'), f('amount', 'numberRange'), f('years', 'startEndYear'), f('day', 'date')];
    const v = fromSearchParams(new URLSearchParams('workflowType=ccerProjectPubApply&other=x&amountStart=3&yearsEnd=2022&day=2024-03-04'), fields);
    expect(v.workflowType).toBe('ccerProjectPubApply');
    expect(v.other).toBeUndefined();
    expect(v.taskName).toBeUndefined();
    expect(v.amount).toEqual([3, undefined]);
    const [ys, ye] = v.years as [unknown, dayjs.Dayjs];
    expect(ys).toBeUndefined();
    expect(ye.format('YYYY')).toBe('2022');
    expect((v.day as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2024-03-04');
  });

  it('round-trips through toQueryParams', () => {
    const fields = [f('status', 'select'), f('period', 'startEndDate')];
    const params = { status: '01', periodStart: '2024-01-01', periodEnd: '2024-02-01' };
    const values = fromSearchParams(new URLSearchParams(params), fields);
    expect(toQueryParams(values, fields)).toEqual(params);
  });
});

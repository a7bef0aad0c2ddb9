import { describe, expect, it } from 'vitest';
import { accountTypeMenuRules } from '../menus/visibility.ts';
import { isKeyEmitter, KEY_EMITTER_ACCOUNT_TYPE, nationalBindBody } from './national-binding.ts';

describe('账户绑定: who binds and what a binding holds', () => {
  it('takes a company for a key emitting entity when one of its account types is 02', () => {
    expect(isKeyEmitter('02')).toBe(true);
    expect(isKeyEmitter('01, 02')).toBe(true);
    for (const custType of ['01', '03,04', '', null, undefined, '020']) expect(isKeyEmitter(custType), String(custType)).toBe(false);
  });

  it('shows the menu (2210) to the companies the route lets bind', () => {
    expect(accountTypeMenuRules['2210']).toEqual([KEY_EMITTER_ACCOUNT_TYPE]);
  });

  it('trims the national account number and refuses anything but letters, digits and hyphens', () => {
    expect(nationalBindBody.parse({ nationalAccountNo: ' NA-01 ', emitterName: '某电厂' }).nationalAccountNo).toBe('NA-01');
    expect(nationalBindBody.safeParse({ nationalAccountNo: 'NA 01', emitterName: '某电厂' }).success).toBe(false);
  });
});

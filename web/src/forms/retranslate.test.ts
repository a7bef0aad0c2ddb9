import { describe, expect, it } from 'vitest';
import { translate } from '@ccer/contracts/messages';
import { retranslate } from './retranslate.ts';

describe('retranslate (a message already shown, in the language just chosen)', () => {
  it('finds a catalogue message in either language', () => {
    expect(retranslate('验证码错误或已失效', 'en')).toBe('The verification code is wrong or has expired');
    expect(retranslate('The verification code is wrong or has expired', 'zh')).toBe('验证码错误或已失效');
    expect(retranslate('不能为空！', 'en')).toBe('Required');
    expect(retranslate('不能为空！', 'zh')).toBe('不能为空！');
  });

  it('carries the arguments of a message over', () => {
    expect(retranslate(translate('lengthRange:8:16', 'zh'), 'en')).toBe(translate('lengthRange:8:16', 'en'));
    expect(retranslate(translate('maxLength:2000', 'en'), 'zh')).toBe('不能超过2000位');
  });

  it('gives undefined for text outside the catalogue', () => {
    expect(retranslate('Failed to fetch', 'zh')).toBeUndefined();
  });
});

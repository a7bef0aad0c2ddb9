import { describe, expect, it } from 'vitest';
import { secondsLeft, waitFromMessage } from './countdown.ts';

describe('SMS code countdown', () => {
  it('counts whole seconds down to zero', () => {
    expect(secondsLeft(undefined, 1000)).toBe(0);
    expect(secondsLeft(61_000, 1000)).toBe(60);
    expect(secondsLeft(61_000, 60_500)).toBe(1);
    expect(secondsLeft(61_000, 62_000)).toBe(0);
  });

  it('reads the wait of a refused send in Chinese and English', () => {
    expect(waitFromMessage('发送过于频繁，请45秒后再试')).toBe(45);
    expect(waitFromMessage('Sent too often, please try again in 12 seconds')).toBe(12);
    expect(waitFromMessage('短信验证码错误或已失效')).toBeUndefined();
  });
});

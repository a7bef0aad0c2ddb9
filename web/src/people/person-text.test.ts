import { describe, expect, it } from 'vitest';
import { personText } from './person-text';

describe('personText', () => {
  it('shows the name with the login, the login alone, or a dash', () => {
    expect(personText('owner01', '张三')).toBe('张三（owner01）');
    expect(personText('owner01', null)).toBe('owner01');
    expect(personText(null, '张三')).toBe('-');
  });
});

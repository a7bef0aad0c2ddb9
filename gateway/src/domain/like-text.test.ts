import { describe, expect, it } from 'vitest';
import { escapeLike, likePrefix, likeText } from './like-text.ts';

describe('likeText', () => {
  it('wraps plain text as "contains"', () => {
    expect(likeText('示例新能源')).toBe('%示例新能源%');
    expect(likePrefix('138')).toBe('138%');
  });

  it('escapes the LIKE wildcards and the escape character itself', () => {
    expect(likeText('%')).toBe('%\\%%');
    expect(likeText('a_b')).toBe('%a\\_b%');
    expect(likeText('50%_off\\x')).toBe('%50\\%\\_off\\\\x%');
    expect(escapeLike('\\%_')).toBe('\\\\\\%\\_');
    expect(likePrefix('1_%')).toBe('1\\_\\%%');
  });

  it('leaves other characters alone', () => {
    expect(escapeLike("it's [a]*.?^$")).toBe("it's [a]*.?^$");
  });
});

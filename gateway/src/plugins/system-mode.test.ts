import { describe, expect, it } from 'vitest';
import { publicApiOpen, SYSTEM_B_PUBLIC_API } from './system-mode.ts';

describe('the public API of system B', () => {
  it('opens every public route in system A', () => {
    expect(publicApiOpen('A', 'GET', '/api/portal/columns')).toBe(true);
    expect(publicApiOpen('A', 'POST', '/api/public/project/opinion-add')).toBe(true);
  });

  it('keeps the sign-in pages’ calls and closes the rest, by method and route pattern', () => {
    expect(publicApiOpen('B', 'POST', '/api/login')).toBe(true);
    expect(publicApiOpen('B', 'GET', '/api/login')).toBe(false);
    expect(publicApiOpen('B', 'HEAD', '/api/common/datetime')).toBe(true);
    expect(publicApiOpen('B', 'GET', '/api/common/project-type/list-for-level/:level')).toBe(true);
    expect(publicApiOpen('B', 'GET', '/api/common/project-type/list-for-level/1')).toBe(false);
    for (const closed of ['/api/portal/columns', '/api/open/v1/datasets', '/api/portal/statistics/totals', '/api/file/download/public']) {
      expect(publicApiOpen('B', 'GET', closed), closed).toBe(false);
    }
    expect(publicApiOpen('B', 'POST', '/api/file/upload-public')).toBe(false);
  });

  it('lists no portal, open-data, publicity or public-file call', () => {
    for (const key of SYSTEM_B_PUBLIC_API) expect(key).not.toMatch(/\/api\/(portal|open|public)\/|\/file\//);
  });
});

import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect.ts';

describe('login redirect', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/project/add?page=2')).toBe('/project/add?page=2');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
  });

  it('builds the login path with the target', () => {
    expect(loginPath('/system/process/my?x=1')).toBe('/login?redirect=%2Fsystem%2Fprocess%2Fmy%3Fx%3D1');
    expect(loginPath('/')).toBe('/login');
  });
});

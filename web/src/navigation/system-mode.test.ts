import { describe, expect, it } from 'vitest';
import { publicPathReachable } from './system-mode.ts';

describe('system B public paths (accounts spec §2.1)', () => {
  it('keeps only the sign-in pages public in system B', () => {
    for (const p of ['/404', '/redirectpage', '/login', '/client/register', '/client/forgetPassword']) expect(publicPathReachable(p, 'B'), p).toBe(true);
    for (const p of ['/client/systemSelect', '/client/company/open', '/forgetPassword', '/auth-redirect', '/401', '/redirect/*']) expect(publicPathReachable(p, 'B'), p).toBe(false);
  });
  it('keeps every public path in system A', () => {
    for (const p of ['/client/systemSelect', '/client/company/open', '/auth-redirect']) expect(publicPathReachable(p, 'A')).toBe(true);
  });
});

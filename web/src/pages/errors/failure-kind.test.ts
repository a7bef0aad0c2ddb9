import { describe, expect, it } from 'vitest';
import { isLoadFailure } from './failure-kind.ts';

describe('isLoadFailure', () => {
  it("knows each browser's failed dynamic import and Vite's failed preload", () => {
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://ccer.example/assets/RolePage-Ab12.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('error loading dynamically imported module: https://ccer.example/assets/zh-pages-Cd34.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new Error('Unable to preload CSS for /assets/ProjectPage-Ef56.css'))).toBe(true);
  });

  it("takes a page's own fault for what it is", () => {
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isLoadFailure('a string thrown')).toBe(false);
    expect(isLoadFailure(undefined)).toBe(false);
  });
});

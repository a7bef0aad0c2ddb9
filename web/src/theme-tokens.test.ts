import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AA_LARGE, AA_TEXT, contrastRatio } from './contrast.ts';
import { BRAND_TEAL, NON_TEXT_PAIRS, PRIMARY, PRIMARY_HOVER, TEXT_PAIRS, TEXT_TERTIARY, WHITE } from './theme-tokens.ts';

describe('contrast ratio (WCAG 2.1)', () => {
  it('spans 1 to 21 and is symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#767676'), 5);
  });

  it('matches the published figures: #767676 on white 4.54, antd tertiary grey (black at 45 %) 3.36', () => {
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 2);
  });

  it('finds the brand teal too light for text (why the darker teal exists)', () => {
    expect(contrastRatio(WHITE, BRAND_TEAL)).toBeLessThan(AA_TEXT);
    expect(contrastRatio(BRAND_TEAL, WHITE)).toBeLessThan(AA_TEXT);
  });
});

describe('the theme', () => {
  it.each(TEXT_PAIRS)('$name reaches 4.5:1', ({ fg, bg }) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(NON_TEXT_PAIRS)('$name reaches 3:1', ({ fg, bg }) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_LARGE);
  });
});

describe('global.css', () => {
  it('gives plain CSS the same colours as the theme', () => {
    const css = fs.readFileSync(new URL('./global.css', import.meta.url), 'utf8');
    const value = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1].trim();
    expect(value('registry-brand')).toBe(BRAND_TEAL);
    expect(value('registry-primary')).toBe(PRIMARY);
    expect(value('registry-primary-hover')).toBe(PRIMARY_HOVER);
    expect(value('registry-text-tertiary')).toBe(TEXT_TERTIARY);
  });
});

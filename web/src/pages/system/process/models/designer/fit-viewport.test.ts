import { describe, expect, it } from 'vitest';
import { fitRightOf, type Box } from './fit-viewport';

/** Where a diagram point lands on screen under a viewbox (diagram-js: scale = min of the ratios). */
const toScreen = (view: Box, outer: { width: number; height: number }, p: { x: number; y: number }) => {
  const scale = Math.min(outer.width / view.width, outer.height / view.height);
  return { x: (p.x - view.x) * scale, y: (p.y - view.y) * scale };
};

describe('fitRightOf', () => {
  const outer = { width: 1000, height: 500 };
  const palette = 60;
  const margin = 20;

  it('shows a wide diagram whole, right of the palette, inside the margins', () => {
    const inner = { x: 150, y: 80, width: 1800, height: 400 };
    const view = fitRightOf(inner, outer, palette, margin);
    const topLeft = toScreen(view, outer, inner);
    const bottomRight = toScreen(view, outer, { x: inner.x + inner.width, y: inner.y + inner.height });
    expect(topLeft.x).toBeCloseTo(palette + margin, 5);
    expect(bottomRight.x).toBeCloseTo(outer.width - margin, 5);
    expect(topLeft.y).toBeGreaterThanOrEqual(margin);
    expect(bottomRight.y).toBeLessThanOrEqual(outer.height - margin);
  });

  it('fits a tall diagram by its height and centres it in the free area', () => {
    const inner = { x: -40, y: -300, width: 200, height: 2000 };
    const view = fitRightOf(inner, outer, palette, margin);
    const topLeft = toScreen(view, outer, inner);
    const bottomRight = toScreen(view, outer, { x: inner.x + inner.width, y: inner.y + inner.height });
    expect(topLeft.y).toBeCloseTo(margin, 5);
    expect(bottomRight.y).toBeCloseTo(outer.height - margin, 5);
    expect((topLeft.x + bottomRight.x) / 2).toBeCloseTo(palette + margin + (outer.width - palette - 2 * margin) / 2, 5);
  });

  it('never zooms in past 1: a lone start event keeps its size', () => {
    const inner = { x: 170, y: 100, width: 36, height: 36 };
    const view = fitRightOf(inner, outer, palette, margin);
    expect(view.width).toBeCloseTo(outer.width, 5);
    expect(toScreen(view, outer, inner).x).toBeGreaterThan(palette + margin);
  });
});

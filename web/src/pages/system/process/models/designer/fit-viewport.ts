export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The viewbox that shows the whole diagram (`inner`, diagram coordinates) inside the canvas
 * (`outer`, pixels) right of the palette: `left` pixels are reserved for it, `margin` pixels kept
 * free on every side. Never zooms in past 1 (a new model's lone start event stays its size); the
 * diagram is centred in the free area. bpmn-js's own fit-viewport centres in the whole canvas, so
 * the palette covered the first elements of every shipped model.
 */
export function fitRightOf(inner: Box, outer: { width: number; height: number }, left: number, margin: number): Box {
  const freeWidth = Math.max(outer.width - left - 2 * margin, 1);
  const freeHeight = Math.max(outer.height - 2 * margin, 1);
  const scale = Math.min(freeWidth / Math.max(inner.width, 1), freeHeight / Math.max(inner.height, 1), 1);
  const offsetX = left + margin + (freeWidth - inner.width * scale) / 2;
  const offsetY = margin + (freeHeight - inner.height * scale) / 2;
  return { x: inner.x - offsetX / scale, y: inner.y - offsetY / scale, width: outer.width / scale, height: outer.height / scale };
}

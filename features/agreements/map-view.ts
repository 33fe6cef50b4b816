import { MAP_ZOOM } from './constants';

// The map's zoom and pan (part 2 §9: zoom 1 to 20 in steps of 0.5), as pure rules the map's island
// applies: a view is a scale `k` and a translation (`x`, `y`) in the map's own units, and the map
// always covers its frame (no empty margin can be dragged into view).

export type MapView = { k: number; x: number; y: number };
export type MapSize = { width: number; height: number };

export const INITIAL_VIEW: MapView = { k: 1, x: 0, y: 0 };

/** A zoom level on the scale's steps, within its bounds. */
export function clampZoom(k: number): number {
  const stepped = Math.round(k / MAP_ZOOM.step) * MAP_ZOOM.step;
  return Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, stepped));
}

/** The view moved back so the map covers the frame. */
export function clampView(view: MapView, size: MapSize): MapView {
  const clamp = (value: number, extent: number) =>
    Math.min(0, Math.max(extent * (1 - view.k), value));
  return { k: view.k, x: clamp(view.x, size.width), y: clamp(view.y, size.height) };
}

/** Zoomed to `k` about a point of the frame (in map units), which stays where it is. */
export function zoomAt(
  view: MapView,
  k: number,
  point: { x: number; y: number },
  size: MapSize,
): MapView {
  const next = clampZoom(k);
  const ratio = next / view.k;
  return clampView(
    { k: next, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio },
    size,
  );
}

/** Zoomed one step in (+1) or out (-1) about the frame's centre. */
export const zoomStep = (view: MapView, direction: 1 | -1, size: MapSize): MapView =>
  zoomAt(view, view.k + direction * MAP_ZOOM.step, { x: size.width / 2, y: size.height / 2 }, size);

/** Moved by (dx, dy) map units as the frame shows them. */
export const panBy = (view: MapView, dx: number, dy: number, size: MapSize): MapView =>
  clampView({ k: view.k, x: view.x + dx, y: view.y + dy }, size);

/** The SVG transform of a view. */
export const transformOf = (view: MapView) =>
  `translate(${view.x.toFixed(1)} ${view.y.toFixed(1)}) scale(${view.k})`;

'use client';

import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';

import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { MAP_ZOOM } from '../constants';
import { INITIAL_VIEW, type MapView, panBy, transformOf, zoomAt, zoomStep } from '../map-view';

import styles from './fta-map.module.css';

export type MapViewportLabels = {
  /** The map's name as a region ("World map of Jordan's trade agreements"). */
  region: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  /** "Zoom {zoom}×": the level, written in the page's digits. */
  level: string;
};

type Props = {
  width: number;
  height: number;
  /** The id of the text that tells how to use the map (its description). */
  describedBy: string;
  labels: MapViewportLabels;
  /** The map's shapes and links, drawn on the server. */
  children: ReactNode;
};

/** Arrow keys move the map by a tenth of the frame. */
const PAN_SHARE = 0.1;
/** A pointer that moves less than this (pixels) is a click, not a drag. */
const DRAG_THRESHOLD = 4;

/**
 * The map's frame (part 2 §9: zoom 1 to 20 in steps of 0.5): the + and − buttons, the mouse wheel,
 * and the keys when the map has focus (+ and −, 0 to reset, the arrows to move), and dragging.
 * The map itself is left to right in both languages; the buttons follow the page's direction.
 */
export function MapViewport({ width, height, describedBy, labels, children }: Props) {
  const size = { width, height };
  const [view, setView] = useState<MapView>(INITIAL_VIEW);
  const svg = useRef<SVGSVGElement>(null);
  const dragged = useRef(false);
  const format = useNumberFormat();

  // Map units per screen pixel.
  const unitsPerPixel = () => width / (svg.current?.getBoundingClientRect().width || width);

  // The wheel listener must be able to stop the page's scroll, which React's passive one cannot.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const point = {
        x: ((event.clientX - rect.left) / rect.width) * width,
        y: ((event.clientY - rect.top) / rect.height) * height,
      };
      const direction = event.deltaY < 0 ? 1 : -1;
      setView((current) =>
        zoomAt(current, current.k + direction * MAP_ZOOM.step, point, { width, height }),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [width, height]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { x: width * PAN_SHARE, y: height * PAN_SHARE };
    const moves: Record<string, () => MapView> = {
      '+': () => zoomStep(view, 1, size),
      '=': () => zoomStep(view, 1, size),
      '-': () => zoomStep(view, -1, size),
      _: () => zoomStep(view, -1, size),
      '0': () => INITIAL_VIEW,
      ArrowLeft: () => panBy(view, step.x, 0, size),
      ArrowRight: () => panBy(view, -step.x, 0, size),
      ArrowUp: () => panBy(view, 0, step.y, size),
      ArrowDown: () => panBy(view, 0, -step.y, size),
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    setView(move());
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    dragged.current = false;
    const start = { x: event.clientX, y: event.clientY };
    let last = start;
    const element = event.currentTarget;
    const onMove = (move: globalThis.PointerEvent) => {
      if (
        !dragged.current &&
        Math.hypot(move.clientX - start.x, move.clientY - start.y) < DRAG_THRESHOLD
      )
        return;
      if (!dragged.current) {
        dragged.current = true;
        element.setPointerCapture(move.pointerId);
      }
      const factor = unitsPerPixel();
      const dx = (move.clientX - last.x) * factor;
      const dy = (move.clientY - last.y) * factor;
      last = { x: move.clientX, y: move.clientY };
      setView((current) => panBy(current, dx, dy, { width, height }));
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
  };

  // A drag ends with a click on whatever lies under the pointer: it must not open a country.
  const onClickCapture = (event: MouseEvent) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const level = labels.level.replace('{zoom}', format(view.k));
  return (
    <div className={styles.viewport} data-testid="fta-map" data-zoom={view.k}>
      <div className={styles.controls} role="group" aria-label={labels.region}>
        <button
          type="button"
          className={styles.control}
          onClick={() => setView(zoomStep(view, 1, size))}
          disabled={view.k >= MAP_ZOOM.max}
          aria-label={labels.zoomIn}
          title={labels.zoomIn}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => setView(zoomStep(view, -1, size))}
          disabled={view.k <= MAP_ZOOM.min}
          aria-label={labels.zoomOut}
          title={labels.zoomOut}
        >
          <span aria-hidden="true">−</span>
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.reset}`}
          onClick={() => setView(INITIAL_VIEW)}
          disabled={view.k === 1}
        >
          {labels.reset}
        </button>
        <output className={styles.level} aria-live="polite" data-testid="fta-map-zoom">
          {level}
        </output>
      </div>
      {/* The map is never mirrored: the world reads west to east in Arabic too. */}
      <div
        className={styles.frame}
        dir="ltr"
        tabIndex={0}
        role="region"
        aria-label={labels.region}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        <svg
          ref={svg}
          className={styles.map}
          viewBox={`0 0 ${width} ${height}`}
          data-zoomed={view.k > 1}
          style={{ '--map-zoom': view.k } as CSSProperties}
          onPointerDown={onPointerDown}
          onClickCapture={onClickCapture}
        >
          <g transform={transformOf(view)}>{children}</g>
        </svg>
      </div>
    </div>
  );
}

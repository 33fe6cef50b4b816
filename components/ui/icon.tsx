import { createElement, type CSSProperties } from 'react';

import type { IconShape } from './icon-shapes';

type Props = {
  /** One of the shapes of ./icon-shapes.ts, e.g. `SearchIcon`. */
  shape: IconShape[];
  /** Pixels; 24 is Material's grid. */
  size?: number;
  className?: string;
  style?: CSSProperties;
  /** Arrows and chevrons that point along the reading direction flip in Arabic. */
  mirror?: boolean;
};

/** A Material icon as plain SVG: no runtime, so server components and islands can draw it. */
export function Icon({ shape, size = 24, className, style, mirror = false }: Props) {
  // Colour and flex-shrink come from the `icon` rule of app/globals.css: one short class on each of
  // the page's icons (in its HTML and again in its RSC payload) rather than three attributes.
  const classes = ['icon', mirror ? 'mirror-rtl' : '', className].filter(Boolean).join(' ');
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden
      className={classes}
      {...(style && { style })}
    >
      {shape.map(({ tag, attributes }, index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

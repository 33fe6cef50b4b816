import 'server-only';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';

import { alpha2OfNumeric } from './country-codes';

// The world as the portal's maps draw it on the server (the FTA map, issue 27; where to sell,
// issue 38): the world atlas's 1:110m countries (world-atlas, Natural Earth) in the Equal Earth
// projection, as SVG paths a page sends as markup, so a map costs no JavaScript to draw. Computed
// once per process.

/** A point in the map's own units (its viewBox). */
export type MapPoint = { x: number; y: number };

const WIDTH = 1600;
/** Whole units: 0.11° at this width, finer than the 1:110m outlines themselves. */
const PATH_DIGITS = 0;

export type WorldShape = { code: string | undefined; d: string; centroid: MapPoint; area: number };

export type World = {
  width: number;
  height: number;
  shapes: WorldShape[];
  point: (lonLat: [number, number]) => MapPoint | null;
};

function drawWorld(): World {
  const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
  const all = feature(topology, topology.objects.countries);
  // Antarctica is left out: no agreement, and a fifth of the map's height.
  const features = all.features.filter((shape) => shape.id !== '010');
  const collection = { type: 'FeatureCollection' as const, features };
  const projection = geoEqualEarth().fitWidth(WIDTH, collection);
  const path = geoPath(projection).digits(PATH_DIGITS);
  const [[, top], [, bottom]] = path.bounds(collection);
  projection.translate([projection.translate()[0], projection.translate()[1] - top]);
  // part 2 §9's "bounding area under 100" is measured at the projection's default scale, as a
  // map library draws the world by default (d3's Equal Earth, 800 × 600).
  const reference = geoEqualEarth().scale() / projection.scale();
  const shapes = features.map((shape): WorldShape => {
    const [[x0, y0], [x1, y1]] = path.bounds(shape);
    const [cx, cy] = path.centroid(shape);
    return {
      code: shape.id === undefined ? undefined : alpha2OfNumeric(Number(shape.id)),
      d: path(shape) ?? '',
      centroid: { x: Math.round(cx), y: Math.round(cy) },
      area: (x1 - x0) * (y1 - y0) * reference * reference,
    };
  });
  const point = (lonLat: [number, number]) => {
    const projected = projection(lonLat);
    return projected ? { x: Math.round(projected[0]), y: Math.round(projected[1]) } : null;
  };
  return { width: WIDTH, height: Math.ceil(bottom - top), shapes, point };
}

let drawn: World | null = null;

/** The projected world (computed on first use). */
export const worldDrawing = (): World => (drawn ??= drawWorld());

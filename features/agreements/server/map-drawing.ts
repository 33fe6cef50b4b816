import 'server-only';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';

import { alpha2OfNumeric } from '@/lib/geo/country-codes';

import { SMALL_COUNTRIES, SMALL_SHAPE_AREA } from '../constants';
import { mapColourOf } from '../map-colours';
import type { MapDrawing, MappedCountry, MapPoint } from '../map-geometry';
import type { FtaCountry } from '../schemas';

// part 2 "Free trade agreements map", drawn on the server (issue 27): the world atlas's 1:110m
// countries (world-atlas, Natural Earth) in the Equal Earth projection, as SVG paths the page sends
// as markup, so the map costs no JavaScript to draw. Computed once per process.

const WIDTH = 1600;
/** Whole units: 0.11° at this width, finer than the 1:110m outlines themselves. */
const PATH_DIGITS = 0;

/**
 * Where the small countries the atlas does not draw lie (longitude, latitude): part 2's list
 * (Singapore, Malta, Bahrain, Mauritius, Andorra, Monaco, Liechtenstein, San Marino, Vatican City)
 * and Cyprus and Luxembourg, which it draws too small to find.
 */
const SMALL_COUNTRY_POINTS: Readonly<Record<string, [number, number]>> = {
  SG: [103.82, 1.35],
  MT: [14.44, 35.9],
  BH: [50.56, 26.07],
  MU: [57.55, -20.3],
  CY: [33.2, 35.05],
  LU: [6.13, 49.78],
  AD: [1.55, 42.55],
  MC: [7.42, 43.74],
  LI: [9.55, 47.14],
  SM: [12.46, 43.94],
  VA: [12.45, 41.9],
};

type Shape = { code: string | undefined; d: string; centroid: MapPoint; area: number };

type World = {
  width: number;
  height: number;
  shapes: Shape[];
  point: (lonLat: [number, number]) => MapPoint | null;
};

let drawn: World | null = null;

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
  const shapes = features.map((shape): Shape => {
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

const isSmall = (code: string, shape: Shape | undefined) =>
  (SMALL_COUNTRIES as readonly string[]).includes(code) ||
  (shape !== undefined && shape.area < SMALL_SHAPE_AREA);

/**
 * The map of these country pages (the visible ones naming a shown agreement): each coloured by its
 * code, every other country grey; a small one marked where the atlas draws it, or at its point.
 */
export function drawMap(countries: readonly FtaCountry[]): MapDrawing {
  drawn ??= drawWorld();
  const { width, height, shapes, point } = drawn;
  const byCode = new Map(shapes.filter((shape) => shape.code).map((shape) => [shape.code!, shape]));
  const mapped = new Set<string>();
  const coloured: MappedCountry[] = [];
  for (const country of countries) {
    const code = country.country_code.toUpperCase();
    if (mapped.has(code)) continue;
    mapped.add(code);
    const shape = byCode.get(code);
    const known = SMALL_COUNTRY_POINTS[code];
    const marker = isSmall(code, shape) ? (shape?.centroid ?? (known ? point(known) : null)) : null;
    if (!shape && !marker) continue;
    coloured.push({
      id: country.id,
      code,
      name_eng: country.title_eng,
      name_ara: country.title_ara,
      colour: mapColourOf(code),
      d: shape?.d ?? null,
      marker,
    });
  }
  const land = shapes
    .filter((shape) => !shape.code || !mapped.has(shape.code))
    .map((shape) => shape.d);
  return { width, height, land, countries: coloured };
}

import 'server-only';

import { worldDrawing, type WorldShape } from '@/lib/geo/world-drawing';

import { SMALL_COUNTRIES, SMALL_SHAPE_AREA } from '../constants';
import { mapColourOf } from '../map-colours';
import type { MapDrawing, MappedCountry } from '../map-geometry';
import type { FtaCountry } from '../schemas';

// part 2 "Free trade agreements map", drawn on the server (issue 27) on lib/geo/world-drawing.ts.

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

const isSmall = (code: string, shape: WorldShape | undefined) =>
  (SMALL_COUNTRIES as readonly string[]).includes(code) ||
  (shape !== undefined && shape.area < SMALL_SHAPE_AREA);

/**
 * The map of these country pages (the visible ones naming a shown agreement): each coloured by its
 * code, every other country grey; a small one marked where the atlas draws it, or at its point.
 */
export function drawMap(countries: readonly FtaCountry[]): MapDrawing {
  const { width, height, shapes, point } = worldDrawing();
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

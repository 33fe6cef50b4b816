import type { MapColour } from './map-colours';

// The map's drawing as the server hands it to the page (features/agreements/server/map-drawing.ts):
// plain data, so the components only place it.

/** A point in the map's own units (its viewBox). */
export type MapPoint = { x: number; y: number };

/** A coloured country: its page, its shape (when the world atlas draws it) and its marker. */
export type MappedCountry = {
  /** The country page's id: the link goes to /fta-country-agreement/{id}. */
  id: number;
  code: string;
  name_eng: string;
  name_ara: string;
  colour: MapColour;
  /** The SVG path of its shape, or null for a country too small for the atlas (Singapore). */
  d: string | null;
  /** Small countries (part 2): highlighted with a pulsing ring at this point. */
  marker: MapPoint | null;
};

export type MapDrawing = {
  width: number;
  height: number;
  /** The shapes of every other country, grey, in one path each. */
  land: string[];
  countries: MappedCountry[];
};

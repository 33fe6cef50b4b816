import sharp from 'sharp';

import { sectorArt } from './pictograms';

// The sample companies' logos and the products' and services' pictures, drawn as SVG and encoded
// to WebP by sharp. Letters are strokes of our own (below), not a font, so the pictures come out
// the same on every machine.

export const LOGO_SIZE = 256;
export const PICTURE_WIDTH = 800;
export const PICTURE_HEIGHT = 600;

type Point = readonly [number, number];

// Capital letters as polylines on a grid 4 wide and 6 high (y down).
const O: Point[] = [
  [1, 0],
  [3, 0],
  [4, 1],
  [4, 5],
  [3, 6],
  [1, 6],
  [0, 5],
  [0, 1],
  [1, 0],
];
const P: Point[] = [
  [0, 6],
  [0, 0],
  [3, 0],
  [4, 1],
  [4, 2],
  [3, 3],
  [0, 3],
];
// prettier-ignore
const GLYPHS: Readonly<Record<string, readonly (readonly Point[])[]>> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[0.7, 4], [3.3, 4]]],
  B: [[[0, 3], [3, 3], [4, 4], [4, 5], [3, 6], [0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 3], [2, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  I: [[[2, 0], [2, 6]], [[1, 0], [3, 0]], [[1, 6], [3, 6]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.5]], [[1.3, 2.7], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  O: [O],
  P: [P],
  Q: [O, [[2.5, 4.5], [4, 6]]],
  R: [P, [[2, 3], [4, 6]]],
  S: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
};

/** The initials of a name: the first letters of its first two words (one for a single word). */
export function initialsOf(name: string): string {
  const words = name.toUpperCase().match(/[A-Z][A-Z]*/g) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

function lettersPath(text: string, centreX: number, centreY: number, unit: number): string {
  const letters = [...text].filter((letter) => GLYPHS[letter]);
  const gap = 1.6;
  const width = (letters.length * 4 + Math.max(0, letters.length - 1) * gap) * unit;
  const left = centreX - width / 2;
  const top = centreY - 3 * unit;
  return letters
    .flatMap((letter, index) => {
      const offset = left + index * (4 + gap) * unit;
      return (GLYPHS[letter] ?? []).map(
        (line) =>
          'M' +
          line.map(([x, y]) => `${round(offset + x * unit)} ${round(top + y * unit)}`).join('L'),
      );
    })
    .join('');
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A colour mixed with white: amount 0 keeps it, 1 is white. */
function lighten(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((channel) => Math.round(channel + (255 - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

function polygon(sides: number, radius: number, rotation: number): string {
  const points = Array.from({ length: sides }, (_, index) => {
    const angle = rotation + (index * 2 * Math.PI) / sides;
    return `${round(128 + radius * Math.cos(angle))},${round(128 + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="url(#g)"/>`;
}

const LOGO_SHAPES = [
  '<circle cx="128" cy="128" r="120" fill="url(#g)"/>',
  '<rect x="10" y="10" width="236" height="236" rx="52" fill="url(#g)"/>',
  polygon(6, 124, Math.PI / 6),
  '<rect x="8" y="40" width="240" height="176" rx="88" fill="url(#g)"/>',
];

/** A company's mark: a shape in its sector's colour with its initials in white strokes. */
export function logoSvg(name: string, sector: number | undefined, variant: number): string {
  const [color] = sectorArt(sector);
  const initials = initialsOf(name) || 'J';
  const shape = LOGO_SHAPES[variant % LOGO_SHAPES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(color, 0.25)}"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>
${shape}
<path d="${lettersPath(initials, 128, 122, 15)}" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M92 190H164" stroke="#fff" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round"/>
</svg>`;
}

/** A small deterministic random sequence (mulberry32) for the pictures' decoration. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A product's or service's picture: its sector's pictogram on a soft field of the sector colour. */
export function pictureSvg(sector: number | undefined, seed: number): string {
  const [color, pictogram] = sectorArt(sector);
  const random = randomOf(seed * 2_654_435_761);
  const circles = Array.from({ length: 5 }, () => {
    const x = Math.round(random() * PICTURE_WIDTH);
    const y = Math.round(random() * PICTURE_HEIGHT);
    const r = Math.round(60 + random() * 160);
    const opacity = (0.06 + random() * 0.08).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`;
  }).join('');
  const flip = seed % 2 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 800 600">
<defs><linearGradient id="bg" x1="${flip ? 0 : 1}" y1="0" x2="${flip ? 1 : 0}" y2="1"><stop offset="0" stop-color="${lighten(color, 0.45)}"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#bg)"/>
${circles}
<circle cx="400" cy="300" r="186" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="4"/>
<circle cx="400" cy="300" r="170" fill="#fff" fill-opacity="0.95"/>
<g transform="translate(280 180) scale(2.4)" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${pictogram}</g>
</svg>`;
}

/** SVG text to WebP bytes (effort 2: a few per cent larger than the default, three times faster). */
export function webpOf(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer();
}

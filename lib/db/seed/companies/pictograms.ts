// The colour and pictogram of each export sector (iid), for the generated sample images. A
// pictogram is SVG drawn with strokes in a 100 × 100 box; the caller sets the stroke and fill.

type SectorArt = readonly [color: string, pictogram: string];

// prettier-ignore
const SECTOR_ART: Readonly<Record<number, SectorArt>> = {
  // Pharmaceuticals: a capsule and a small cross.
  1: ['#1f7a8c', '<g transform="rotate(-40 50 50)"><rect x="14" y="36" width="72" height="28" rx="14"/><path d="M50 36V64"/></g><path d="M76 14V30M68 22H84"/>'],
  // Chemicals and fertilisers: a flask.
  2: ['#6a4c93', '<path d="M38 12H62M44 12V40L20 80Q17 88 26 88H74Q83 88 80 80L56 40V12"/><path d="M30 66H70"/>'],
  // Food processing: a bowl with steam.
  3: ['#c0392b', '<path d="M14 52H86A36 34 0 0 1 14 52Z"/><path d="M36 40Q30 32 36 24Q42 16 36 8M52 40Q46 32 52 24Q58 16 52 8M68 40Q62 32 68 24"/>'],
  // Fruits and vegetables: a leaf.
  4: ['#2e8b57', '<path d="M18 84C16 44 44 18 86 14C84 56 60 84 18 84Z"/><path d="M18 84L62 40M40 62H56M50 52V36"/>'],
  // Garments and textiles: a T-shirt.
  5: ['#8e44ad', '<path d="M36 16L16 28L8 46L24 52L28 44V86H72V44L76 52L92 46L84 28L64 16Q50 30 36 16Z"/>'],
  // Engineering and electrical: a lightning bolt in a ring.
  6: ['#34495e', '<circle cx="50" cy="50" r="40"/><path d="M56 18L34 54H50L44 82L68 44H52Z"/>'],
  // ICT and software: a screen with code brackets.
  7: ['#1565c0', '<rect x="12" y="16" width="76" height="52" rx="5"/><path d="M38 84H62M50 68V84M42 32L32 42L42 52M58 32L68 42L58 52"/>'],
  // Construction materials and stone: a brick wall.
  8: ['#7f6a54', '<rect x="12" y="22" width="76" height="58" rx="2"/><path d="M12 41H88M12 61H88M38 22V41M62 22V41M26 41V61M50 41V61M74 41V61M38 61V80M62 61V80"/>'],
  // Plastics and rubber: a bottle.
  9: ['#00897b', '<path d="M42 10H58V24Q72 30 72 44V84Q72 90 66 90H34Q28 90 28 84V44Q28 30 42 24Z"/><path d="M28 56H72M28 72H72"/>'],
  // Packaging and paper: a box.
  10: ['#a0522d', '<path d="M50 12L86 30V70L50 88L14 70V30Z"/><path d="M14 30L50 48L86 30M50 48V88M32 21L68 39"/>'],
  // Furniture and wood: a chair.
  11: ['#8d6e63', '<path d="M30 10V88M30 54H74V88M30 54V88M30 10Q42 10 42 22V54"/>'],
  // Cosmetics and Dead Sea products: a jar and a drop.
  12: ['#3a7ca5', '<rect x="24" y="48" width="52" height="40" rx="8"/><rect x="28" y="36" width="44" height="12" rx="3"/><path d="M50 6C58 16 60 22 50 28C40 22 42 16 50 6Z"/>'],
  // Mining and quarrying: mountains.
  13: ['#b7791f', '<path d="M6 84L36 34L52 58L64 42L94 84Z"/><path d="M28 48L36 54L44 46"/>'],
  // Renewable energy: the sun.
  14: ['#c77700', '<circle cx="50" cy="50" r="16"/><path d="M50 8V22M50 78V92M8 50H22M78 50H92M20 20L30 30M70 70L80 80M80 20L70 30M30 70L20 80"/>'],
  // Medical tourism: a heart with a cross.
  15: ['#d81b60', '<path d="M50 86C20 64 10 46 20 30C30 16 46 20 50 34C54 20 70 16 80 30C90 46 80 64 50 86Z"/><path d="M50 42V64M39 53H61"/>'],
  // Tourism and hospitality: the sun over dunes.
  16: ['#00796b', '<circle cx="62" cy="34" r="10"/><path d="M62 14V18M62 50V54M42 34H46M78 34H82M48 20L51 23M73 45L76 48M76 20L73 23M6 78Q28 58 50 70Q72 56 94 72M6 90H94"/>'],
  // Logistics and transport: a lorry.
  17: ['#283593', '<rect x="8" y="30" width="52" height="38" rx="3"/><path d="M60 42H76L90 56V68H60Z"/><circle cx="26" cy="74" r="8"/><circle cx="74" cy="74" r="8"/>'],
  // Creative industries: a palette.
  18: ['#ad1457', '<path d="M50 12C24 12 8 32 10 54C12 76 32 88 48 86C58 85 56 74 52 68C48 60 56 54 64 56C80 60 92 50 90 38C88 22 72 12 50 12Z"/><circle cx="32" cy="40" r="4"/><circle cx="50" cy="28" r="4"/><circle cx="68" cy="34" r="4"/><circle cx="28" cy="60" r="4"/>'],
  // Leather and footwear: a handbag.
  19: ['#6d4c41', '<rect x="14" y="38" width="72" height="48" rx="6"/><path d="M34 38V30Q34 18 50 18Q66 18 66 30V38M14 54H86M46 54V62H54V54"/>'],
  // Printing and publishing: an open book.
  20: ['#455a64', '<path d="M50 26Q32 14 10 18V80Q32 76 50 86Q68 76 90 80V18Q68 14 50 26Z"/><path d="M50 26V86"/>'],
  // Engineering consulting and construction: a drafting compass.
  21: ['#4e6e2a', '<circle cx="50" cy="18" r="7"/><path d="M50 25L28 88M50 25L72 88M36 64H64"/>'],
  // Handicrafts: a vase.
  22: ['#9c4a1a', '<path d="M38 12H62M42 12Q44 26 36 34Q20 50 26 70Q32 88 50 88Q68 88 74 70Q80 50 64 34Q56 26 58 12"/><path d="M26 56H74M30 70H70"/>'],
};

const FALLBACK: SectorArt = ['#1f5f8b', '<circle cx="50" cy="50" r="36"/>'];

/** The colour and pictogram of a sector; a neutral circle for an unknown one. */
export function sectorArt(iid: number | undefined): SectorArt {
  return (iid === undefined ? undefined : SECTOR_ART[iid]) ?? FALLBACK;
}

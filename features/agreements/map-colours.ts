// part 2 "Free trade agreements map": countries with a visible agreement are dark green, the
// United States black and Canada red. The legend says the same in words.

export type MapColour = 'agreement' | 'us' | 'ca';

/** The colour of a coloured country, by its ISO 3166-1 alpha-2 code. */
export function mapColourOf(countryCode: string): MapColour {
  const code = countryCode.toUpperCase();
  if (code === 'US') return 'us';
  if (code === 'CA') return 'ca';
  return 'agreement';
}

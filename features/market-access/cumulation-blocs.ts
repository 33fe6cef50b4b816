// Issue 57: the cumulation question's countries grouped by bloc, so a phone shows a few groups with
// a whole-bloc choice instead of fifty boxes in one column. A bloc is a group when at least two of
// the agreement's cumulation partners belong to it, in this order (a country goes to the first);
// the rest are "other countries". Memberships: the EU's 27 since 1 February 2020, EFTA's 4, the
// Agadir Agreement's parties besides Jordan, the Western Balkans of the PEM convention, the Arab
// League's states (GAFTA's members and the others).

export const CUMULATION_BLOCS = {
  eu: ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
  efta: ['CH', 'IS', 'LI', 'NO'],
  agadir: ['EG', 'MA', 'TN'],
  balkans: ['AL', 'BA', 'ME', 'MK', 'RS', 'XK'],
  arab: ['AE', 'BH', 'DJ', 'DZ', 'EG', 'IQ', 'KM', 'KW', 'LB', 'LY', 'MA', 'MR', 'OM', 'PS', 'QA', 'SA', 'SD', 'SO', 'SY', 'TN', 'YE'],
} as const; // prettier-ignore

export type BlocKey = keyof typeof CUMULATION_BLOCS | 'other';

export type CumulationGroup = { bloc: BlocKey; codes: string[] };

/** The partners grouped by bloc, in the blocs' order, "other" last; each group's codes as given. */
export function cumulationGroups(partners: readonly string[]): CumulationGroup[] {
  const left = new Set(partners);
  const groups: CumulationGroup[] = [];
  for (const [bloc, members] of Object.entries(CUMULATION_BLOCS) as [
    BlocKey,
    readonly string[],
  ][]) {
    const codes = partners.filter((code) => left.has(code) && members.includes(code));
    if (codes.length < 2) continue;
    for (const code of codes) left.delete(code);
    groups.push({ bloc, codes });
  }
  const rest = partners.filter((code) => left.has(code));
  if (rest.length > 0) groups.push({ bloc: 'other', codes: rest });
  return groups;
}

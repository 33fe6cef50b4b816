// The official tariffs the portal can import (issue 46): each kind with the partner whose tariff
// it is, its name and address, and the command that imports it. Isomorphic: the importer, the
// market-access reader and the console's note share it.

export const TARIFF_KINDS = {
  'us-hts': {
    partner: 'US',
    name: 'Harmonized Tariff Schedule of the United States',
    url: 'https://hts.usitc.gov/',
  },
} as const;
export type TariffKind = keyof typeof TARIFF_KINDS;

export const isTariffKind = (value: string): value is TariffKind => value in TARIFF_KINDS;

/** The kind of tariff that covers `partner` (ISO alpha-2), or null. */
export const tariffKindOf = (partner: string): TariffKind | null =>
  (Object.keys(TARIFF_KINDS) as TariffKind[]).find(
    (kind) => TARIFF_KINDS[kind].partner === partner,
  ) ?? null;

/** The command staff run to import a tariff of this kind. */
export const tariffImportCommand = (kind: TariffKind) =>
  `npm run data:import-tariff -- ${kind} <file>`;

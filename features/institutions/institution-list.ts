import { normalizeText } from '@/lib/search/normalize-text';

import type { ExportGov, ExportMode, ExportType, Institution, InstitutionRow } from './schemas';

// part 2 "Export trade support institutions": filters by type (an institution has several),
// participation mode and governorate, plus text; applied on the server to the cached list.

export type InstitutionFilters = { q?: string; type?: number; mode?: number; gov?: number };
export type ReferenceLists = { types: ExportType[]; modes: ExportMode[]; govs: ExportGov[] };

/** part 2 §3 "Derived": the type names, the mode's names and the governorate's. */
export function withNames(rows: InstitutionRow[], lists: ReferenceLists): Institution[] {
  const types = new Map(lists.types.map((type) => [type.id, type]));
  const modes = new Map(lists.modes.map((mode) => [mode.id, mode]));
  const govs = new Map(lists.govs.map((gov) => [gov.id, gov]));
  return rows.map((row) => {
    const mode = modes.get(row.mode_id);
    const gov = govs.get(row.gov_id);
    return {
      ...row,
      types: row.type_id.flatMap((id) => types.get(id) ?? []),
      mode_eng: mode?.mode_eng ?? '',
      mode_ara: mode?.mode_ara ?? '',
      gov_name: gov?.name ?? '',
      gov_name_ara: gov?.name_ara ?? '',
    };
  });
}

const searchText = (institution: Institution) =>
  normalizeText(
    [
      institution.name,
      institution.name_ara,
      institution.description_eng,
      institution.description_ara,
      institution.services_eng,
      institution.services_ara,
    ].join('\n'),
  );

/** The institutions a filter keeps: every given filter must hold; the text in either language. */
export function filterInstitutions(
  institutions: Institution[],
  filters: InstitutionFilters,
): Institution[] {
  const text = normalizeText(filters.q ?? '');
  return institutions.filter(
    (institution) =>
      (filters.type === undefined || institution.type_id.includes(filters.type)) &&
      (filters.mode === undefined || institution.mode_id === filters.mode) &&
      (filters.gov === undefined || institution.gov_id === filters.gov) &&
      (text === '' || searchText(institution).includes(text)),
  );
}

/** The services as the card lists them: one a line, blank lines dropped. */
export const serviceLines = (services: string): string[] =>
  services
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The filters of a list view (the page's query, lib/navigation/list-views.ts). A value that is not
 * an id matches nothing, so a mistyped address shows the empty state rather than everything.
 */
export function filtersOfView(view: Record<string, string>): InstitutionFilters {
  const id = (value: string | undefined) => {
    if (value === undefined) return undefined;
    const number = Number(value);
    return /^\d{1,9}$/.test(value) && number > 0 ? number : -1;
  };
  return { q: view.q, type: id(view.type), mode: id(view.mode), gov: id(view.gov) };
}

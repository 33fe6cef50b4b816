import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import type { Locale } from '@/lib/i18n/routing';
import { possibleFloorOf } from '@/lib/names/score';
import { SANCTIONS_LIST_ADDRESSES } from '@/lib/sanctions/publishers';

import { reasonMessageKey, type ScreeningAnswer } from '../public-schemas';

import type { Screened, ScreeningMatch } from './screen-name';

/**
 * GET /api/screening's answer: the lists screened, the strong and the possible matches apart in
 * the API's field names (issue 56), each reason and each band's meaning in words, and the notice,
 * in the request's language.
 */
export function screeningAnswerOf(
  screened: Screened,
  minScore: number,
  locale: Locale,
): ScreeningAnswer {
  const catalogue = fullTranslator(locale);
  const t = (key: string, values?: Record<string, number>) =>
    (catalogue as (key: string, values?: Record<string, number>) => string)(key, values);
  const possibleMin = possibleFloorOf(minScore);
  const matchOf = (match: ScreeningMatch) => ({
    list: match.source,
    list_date: match.listDate,
    reference: match.reference,
    kind: match.kind,
    name: match.primaryName,
    original_script_name: match.originalScript,
    matched_alias: match.matchedName,
    score: match.score,
    reason: match.reason,
    reason_text: t(`Screening.${reasonMessageKey(match.reason)}`),
    band: match.band,
    countries: match.countries,
    birth_dates: match.birthDates,
    programs: match.programs,
    listed_on: match.listedOn,
  });
  return {
    lists: screened.lists.map((list) => ({
      source: list.source,
      name: t(`Screening.lists.${list.source}`),
      version: list.version,
      list_date: list.listDate,
      address: SANCTIONS_LIST_ADDRESSES[list.source],
      imported_at: list.importedAt,
    })),
    min_score: minScore,
    matches: screened.matches.map(matchOf),
    possible_min_score: possibleMin,
    possible_matches: screened.possible.map(matchOf),
    bands: {
      strong: t('Screening.bands.strongMeaning', { min: minScore }),
      possible: t('Screening.bands.possibleMeaning', { from: possibleMin, to: minScore - 1 }),
    },
    notice: t('Screening.notice'),
  };
}

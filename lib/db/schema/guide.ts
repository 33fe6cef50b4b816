import { pgTable } from 'drizzle-orm/pg-core';

import { bilingual, requiredText as t, serialId, version } from './columns';

type Step<N extends number> =
  `step_${N}_name_eng` | `step_${N}_name_ara` | `step_${N}` | `step_${N}_ara`;
type StepFile<N extends number> = `step_${N}_file` | `step_${N}_file_ara`;

/** Step n's columns: its name in both languages, its html entry and its file, each per language. */
const step = <N extends number>(n: N) =>
  ({
    ...bilingual(`step_${n}_name`),
    [`step_${n}`]: t(`step_${n}`),
    [`step_${n}_ara`]: t(`step_${n}_ara`),
    [`step_${n}_file`]: t(`step_${n}_file`),
    [`step_${n}_file_ara`]: t(`step_${n}_file_ara`),
  }) as Record<Step<N> | StepFile<N>, ReturnType<typeof t>>;

// part 1 §3 "Guide content record" (GET guideE, first element): seven steps, each with a name, an
// html entry and a file per language; guide_file is the full guide members download.
export const guide = pgTable('guide', {
  id: serialId(),
  image: t('image'),
  keywords: t('keywords'),
  keywords_ara: t('keywords_ara'),
  ...bilingual('sub_subtitle'),
  ...bilingual('step_guide'),
  guide_file: t('guide_file'),
  guide_file_ara: t('guide_file_ara'),
  ...step(1),
  ...step(2),
  ...step(3),
  ...step(4),
  ...step(5),
  ...step(6),
  ...step(7),
  version: version(),
});

export type Guide = typeof guide.$inferSelect;
export type NewGuide = typeof guide.$inferInsert;

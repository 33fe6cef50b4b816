import { statisticRow, type SeedStatistic } from './statistic-rows';
import { exportStatistics } from './statistics-exports';
import { infographicStatistics } from './statistics-infographics';
import { marketStatistics } from './statistics-markets';
import { studyStatistics } from './statistics-studies';

// The interactive data's 40 sample items (issue 26): 24 statistics, 8 studies and 8 infographics
// on Jordan's exports, markets and sectors. SAMPLE DATA, marked so in every row.

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Arabic text writes its years and quantities in Arabic-Indic digits (decisions: "Digits"). */
const arabicDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => ARABIC_DIGITS[Number(digit)]!);

const inArabicDigits = (seed: SeedStatistic): SeedStatistic => ({
  ...seed,
  title: [seed.title[0], arabicDigits(seed.title[1])],
  subject: [seed.subject[0], arabicDigits(seed.subject[1])],
  description: [seed.description[0], arabicDigits(seed.description[1])],
});

export const statisticsSeed = [
  ...exportStatistics,
  ...marketStatistics,
  ...studyStatistics,
  ...infographicStatistics,
].map((seed) => statisticRow(inArabicDigits(seed)));

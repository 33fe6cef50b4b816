import type { publications } from '@/lib/db/schema';

import { CATALOGUE_1 } from './catalogue-1';
import { CATALOGUE_2 } from './catalogue-2';
import type { SeedPublication } from './types';

// The publications catalogue's seed (issue 26): twenty sample studies, five for VIP members, one a
// draft. Their covers and PDFs are drawn at start-up (./files.ts) under these keys; the PDFs are
// gated (lib/storage/gated-files.ts), the covers public uploads.

export const SEED_PUBLICATIONS: readonly SeedPublication[] = [...CATALOGUE_1, ...CATALOGUE_2];

const number = (id: number) => String(id).padStart(2, '0');

export const publicationSeedKeys = {
  image: (id: number) => `seed/publications/${number(id)}.webp`,
  pdf: (id: number, edition: 'en' | 'ar') => `gated/publications/seed-${number(id)}-${edition}.pdf`,
};

const SAMPLE_NOTE = ['Sample figures for illustration.', 'أرقام توضيحية لأغراض العرض.'] as const;

/** The html summary: the text, then the figures marked as sample data. */
function summaryHtml(item: SeedPublication, language: 0 | 1): string {
  const figures = item.figures
    ? `<p>${item.figures[language]} <em>${SAMPLE_NOTE[language]}</em></p>`
    : '';
  return `<p>${item.summary[language]}</p>${figures}`;
}

export const publicationsSeed: (typeof publications.$inferInsert)[] = SEED_PUBLICATIONS.map(
  (item) => ({
    id: item.id,
    image: publicationSeedKeys.image(item.id),
    DESCRIPTION_ENG: item.title[0],
    DESCRIPTION_ARA: item.title[1],
    country_id: item.country,
    industry: item.sectors,
    date_start: item.date,
    TARIFF_ENG: summaryHtml(item, 0),
    TARIFF_ARA: summaryHtml(item, 1),
    TARIFF_FILE: publicationSeedKeys.pdf(item.id, 'en'),
    TARIFF_FILE_AR: item.arabicPdf === false ? '' : publicationSeedKeys.pdf(item.id, 'ar'),
    for_vip: item.vip ?? false,
    status: item.status ?? 1,
  }),
);

import { readFile } from 'node:fs/promises';

import { like, or } from 'drizzle-orm';

import { publications } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { isStorageKey, type FileStorage } from '@/lib/storage/types';

import { pictureSvg, webpOf } from '../companies/artwork';
import { sectorArt } from '../companies/pictograms';
import { samplePdf } from '../companies/sample-pdf';

import { SEED_PUBLICATIONS } from './publications';

// Issue 26: the files of the publications catalogue's samples (covers drawn, PDFs made from code)
// and the full export guide's two PDFs, which were public under public/files/guide and are kept in
// the repository beside this seed (../files/guide) to be written into storage, gated. Like the
// companies' files, they are written after seedDatabase, only when storage lacks them.

type SeedFile = { key: string; contentType: string; render: () => Promise<Buffer> | Buffer };

const PDF = 'application/pdf';
const GUIDE_FOLDER = new URL('../files/guide/', import.meta.url);
/** The full guide's files: the seed's guide row names them (gated/guide/…). */
export const GUIDE_FILE_NAMES = ['jordan-export-guide-en.pdf', 'jordan-export-guide-ar.pdf'];

const SEED_KEY = /^(seed\/publications\/|gated\/publications\/seed-)/;
const isSeedKey = (key: string) => SEED_KEY.test(key) && isStorageKey(key);
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const NOTE =
  'This is a sample document of the Jordan Exports portal: its text is a summary and any figures are illustrative.';

/** The publications' seed files the database still names (one deleted or replaced is left out). */
async function publicationFiles(db: Db): Promise<SeedFile[]> {
  const rows = await db
    .select()
    .from(publications)
    .where(
      or(
        like(publications.image, 'seed/%'),
        like(publications.TARIFF_FILE, 'gated/publications/seed-%'),
        like(publications.TARIFF_FILE_AR, 'gated/publications/seed-%'),
      ),
    );
  const seeded = new Map(SEED_PUBLICATIONS.map((item) => [item.id, item]));
  return rows.flatMap((row) => {
    const [color] = sectorArt(row.industry[0]);
    const files: SeedFile[] = [];
    if (isSeedKey(row.image)) {
      const svg = pictureSvg(row.industry[0], row.id + 2000);
      files.push({ key: row.image, contentType: 'image/webp', render: () => webpOf(svg) });
    }
    const figures = seeded.get(row.id)?.figures?.[0];
    const lines = [plain(row.TARIFF_ENG), ...(figures ? [`${figures} (sample figure)`] : []), NOTE];
    if (isSeedKey(row.TARIFF_FILE)) {
      const document = { title: row.DESCRIPTION_ENG, subtitle: 'Market study', lines, color };
      files.push({ key: row.TARIFF_FILE, contentType: PDF, render: () => samplePdf(document) });
    }
    if (isSeedKey(row.TARIFF_FILE_AR)) {
      const document = {
        title: row.DESCRIPTION_ENG,
        subtitle: 'Arabic edition (sample document set in Latin letters)',
        lines: [NOTE],
        color,
      };
      files.push({ key: row.TARIFF_FILE_AR, contentType: PDF, render: () => samplePdf(document) });
    }
    return files;
  });
}

const guideFiles = (): SeedFile[] =>
  GUIDE_FILE_NAMES.map((name) => ({
    key: `gated/guide/${name}`,
    contentType: PDF,
    render: () => readFile(new URL(name, GUIDE_FOLDER)),
  }));

/**
 * Writes the catalogue's and the full guide's files that storage does not hold yet; answers how
 * many it wrote. A second run writes nothing.
 */
export async function seedDocumentFiles(storage: FileStorage, db: Db): Promise<number> {
  const queue = [...guideFiles(), ...(await publicationFiles(db))];
  let written = 0;
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if (await storage.get(file.key)) continue;
      await storage.put(file.key, await file.render(), file.contentType);
      written += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return written;
}

import { like } from 'drizzle-orm';

import { companies, companyCertificates, products, services } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { FileStorage } from '@/lib/storage/types';
import { isStorageKey } from '@/lib/storage/types';

import { logoSvg, pictureSvg, webpOf } from './artwork';
import { SEED_FILES_PREFIX } from './file-keys';
import { sectorArt } from './pictograms';
import { samplePdf } from './sample-pdf';

// The sample companies' files (SAMPLE DATA), made from code at start-up: nothing is downloaded and
// nothing binary is kept in the repository. seedDatabase stays database-only and fast; this runs
// after it (scripts/prepare-database.ts, scripts/seed.ts).

type SeedFile = { key: string; contentType: string; render: () => Promise<Buffer> | Buffer };

const WEBP = 'image/webp';
const PDF = 'application/pdf';
const isSeedKey = (key: string | null | undefined): key is string =>
  typeof key === 'string' && key.startsWith(SEED_FILES_PREFIX) && isStorageKey(key);

const firstSector = (lists: readonly (readonly number[])[]) => lists.flat()[0];
const note =
  'This is a sample document of a fictional company, made for the Jordan Exports portal.';

/** The seed files the database refers to now: a company deleted or a file replaced is left out. */
async function referencedFiles(db: Db): Promise<SeedFile[]> {
  const files: SeedFile[] = [];
  const companyRows = await db.select().from(companies);
  const companyOf = new Map(companyRows.map((row) => [row.id, row]));
  for (const company of companyRows) {
    const sector = firstSector([
      company.industry_information_for_products,
      company.industry_information_for_services,
    ]);
    const [color] = sectorArt(sector);
    if (isSeedKey(company.logo)) {
      const svg = logoSvg(company.company_trading_name, sector, company.id);
      files.push({ key: company.logo, contentType: WEBP, render: () => webpOf(svg) });
    }
    if (isSeedKey(company.company_profile_pdf)) {
      const document = {
        title: company.company_registered_name,
        subtitle: 'Company profile',
        lines: [note, `Website: ${company.website_url}`, `E-mail: ${company.e_mail}`],
        color,
      };
      files.push({
        key: company.company_profile_pdf,
        contentType: PDF,
        render: () => samplePdf(document),
      });
    }
  }
  const certificates = await db
    .select()
    .from(companyCertificates)
    .where(like(companyCertificates.file, `${SEED_FILES_PREFIX}%`));
  for (const certificate of certificates) {
    const company = companyOf.get(certificate.company_id);
    if (!company || !isSeedKey(certificate.file)) continue;
    const document = {
      title: certificate.title,
      subtitle: `Issued to ${company.company_registered_name}`,
      lines: [note, 'It is not a real certificate and certifies nothing.'],
      color: sectorArt(
        firstSector([
          company.industry_information_for_products,
          company.industry_information_for_services,
        ]),
      )[0],
    };
    files.push({ key: certificate.file, contentType: PDF, render: () => samplePdf(document) });
  }
  for (const [table, kind] of [
    [products, 'Product'],
    [services, 'Service'],
  ] as const) {
    const rows = await db
      .select()
      .from(table)
      .where(like(table.image, `${SEED_FILES_PREFIX}%`));
    for (const row of rows) {
      if (isSeedKey(row.image)) {
        const svg = pictureSvg(row.industry, row.id + (kind === 'Service' ? 1000 : 0));
        files.push({ key: row.image, contentType: WEBP, render: () => webpOf(svg) });
      }
      if (isSeedKey(row.certificate_image)) {
        const document = {
          title: row.cert || 'Certificate',
          subtitle: `${kind}: ${row.name_eng}`,
          lines: [note, `Company: ${companyOf.get(row.company_id)?.company_registered_name ?? ''}`],
          color: sectorArt(row.industry)[0],
        };
        files.push({
          key: row.certificate_image,
          contentType: PDF,
          render: () => samplePdf(document),
        });
      }
    }
  }
  return files;
}

/**
 * Writes every seed file the database refers to that storage does not hold yet; returns how many it
 * wrote. A second run writes nothing.
 */
export async function seedCompanyFiles(storage: FileStorage, db: Db): Promise<number> {
  const queue = await referencedFiles(db);
  let written = 0;
  // Two at a time: encoding overlaps with storage round trips without crowding a small machine.
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

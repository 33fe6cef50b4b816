import { mkdtemp, readdir, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { connect, migrate, type Connection } from '@/lib/db/connect';
import { seedDatabase } from '@/lib/db/seed';
import { companySeed } from '@/lib/db/seed/companies/build';
import { seedCompanyFiles } from '@/lib/db/seed/companies/files';
import { createLocalStorage } from '@/lib/storage/local-storage';
import { TEST_HS_CHAPTERS } from '@/tests/api/helpers/seeded-database';

// The sample companies' files (lib/db/seed/companies/files.ts), written from the seeded rows. The
// seed's data itself: seed-companies.test.ts.

const { companies, certificates, products, services } = companySeed;

describe('seedCompanyFiles', () => {
  let connection: Connection;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'seed-files-'));
    connection = await connect({ pgliteDir: 'memory://' });
    await migrate(connection);
    // The companies' files name no HS code: the tests' chapters, not the whole nomenclature.
    await seedDatabase(connection.db, { hsChapters: TEST_HS_CHAPTERS });
  }, 60_000);
  afterAll(async () => {
    await connection?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('writes every file the seeded rows name, real WebP and PDF, and nothing on a second run', async () => {
    const storage = createLocalStorage(root);
    const written = await seedCompanyFiles(storage, connection.db);
    const keys = [
      ...companies.flatMap((company) => [company.logo, company.company_profile_pdf]),
      ...certificates.map((certificate) => certificate.file),
      ...[...products, ...services].flatMap((row) => [row.image, row.certificate_image ?? null]),
    ].filter((key): key is string => key !== null);
    expect(written).toBe(keys.length);

    const logo = await storage.get(companies[0]!.logo);
    expect(logo?.contentType).toBe('image/webp');
    expect(await sharp(logo!.body).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    const picture = await storage.get(products[0]!.image);
    expect(await sharp(picture!.body).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 600,
    });
    for (const key of [companies[0]!.company_profile_pdf, certificates[0]!.file]) {
      const pdf = await storage.get(key);
      expect(pdf?.contentType).toBe('application/pdf');
      expect(pdf!.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf!.body.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    }
    expect((await readdir(path.join(root, 'seed'))).sort()).toEqual([
      'certificates',
      'companies',
      'products',
      'services',
    ]);

    expect(await seedCompanyFiles(storage, connection.db)).toBe(0);
    // A lost file comes back, and only it.
    await unlink(path.join(root, ...products[1]!.image.split('/')));
    expect(await seedCompanyFiles(storage, connection.db)).toBe(1);
  }, 120_000);
});

import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { fileDownloads, guide, publications, sessions } from '@/lib/db/schema';
import { seedDocumentFiles } from '@/lib/db/seed/publications/files';
import { gatedFileUrl, isGatedKey } from '@/lib/storage/gated-files';

import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

// Issue 26 and part 1 §6: publication files and the full export guide are served by one route,
// GET /api/files/…, that checks the session whatever address is asked: a visitor 401 (a browser
// is led to the login page), a member without VIP 403 on a VIP file, VIP 200; drafts are the
// staff's; nothing gated is reachable through /api/uploads or kept under public/; every member's
// download is counted, simultaneous ones too.

const api = testApiForFile();

beforeAll(async () => {
  await seedDocumentFiles(api.services.storage, api.db);
});

const FREE = '/api/files/publications/seed-01-en.pdf';
const FREE_KEY = 'gated/publications/seed-01-en.pdf';
const VIP = '/api/files/publications/seed-03-en.pdf';
const DRAFT = '/api/files/publications/seed-20-en.pdf';
const GUIDE = '/api/files/guide/jordan-export-guide-en.pdf';
const BROWSER = { Accept: 'text/html,application/xhtml+xml', 'Sec-Fetch-Mode': 'navigate' };

const get = (address: string, headers: Record<string, string> = {}) =>
  api.request(address, { headers });

async function countOf(key: string): Promise<number> {
  const [row] = await api.db.select().from(fileDownloads).where(eq(fileDownloads.file_key, key));
  return row?.count ?? 0;
}

describe('a visitor', () => {
  it.each([FREE, VIP, DRAFT, GUIDE, '/api/files/publications/nothing.pdf', '/api/files/x/../y'])(
    'gets 401 for %s',
    async (address) => {
      const response = await get(address);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/json/);
    },
  );

  it('is led to the login page in a browser, back to the page the link was on', async () => {
    const response = await get(GUIDE, {
      ...BROWSER,
      Referer: 'http://portal.test/ar/pages/120-guide?x=1',
    });
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('يرجى تسجيل الدخول لتنزيل هذا الملف.');
    const login = '/ar/auth/login?redirect=%2Far%2Fpages%2F120-guide%3Fx%3D1';
    expect(page).toContain(`<meta http-equiv="refresh" content="0;url=${login}">`);
    expect(page).toContain(`<a href="${login}">`);
  });

  it('opening the address itself comes back to the file after the login', async () => {
    const page = await (await get(FREE, BROWSER)).text();
    expect(page).toContain(`/auth/login?redirect=${encodeURIComponent(FREE)}`);
    expect(page).toContain('<html lang="en" dir="ltr">');
  });
});

describe('a member', () => {
  it('downloads a free publication as a PDF attachment, counted', async () => {
    const member = await createMember(api);
    const before = await countOf(FREE_KEY);
    const response = await get(FREE, member.bearer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="saudi-arabia-market-brief-processed-food.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await countOf(FREE_KEY)).toBe(before + 1);
  });

  it('names the Arabic edition with -ar', async () => {
    const member = await createMember(api);
    const response = await get('/api/files/publications/seed-01-ar.pdf', member.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('processed-food-ar.pdf');
  });

  it('without VIP gets 403 on a VIP file (a page with the support contact in a browser)', async () => {
    const member = await createMember(api);
    const refused = await get(VIP, member.bearer);
    expect(refused.status).toBe(403);
    expect((await json<{ message: string }>(refused)).message).toMatch(/VIP members only/);
    const page = await get(VIP, { ...member.bearer, ...BROWSER });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('mailto:support@jordanexports.jo');
    expect(await countOf('gated/publications/seed-03-en.pdf')).toBe(0);
  });

  it('with VIP downloads it', async () => {
    const vip = await createMember(api, { is_vip: true });
    const response = await get(VIP, vip.bearer);
    expect(response.status).toBe(200);
    expect(await countOf('gated/publications/seed-03-en.pdf')).toBe(1);
  });

  it('downloads the full export guide; GET /api/guideE names its gated address', async () => {
    const member = await createMember(api);
    const response = await get(GUIDE, member.bearer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="jordan-export-guide-en.pdf"',
    );
    const [record] = await json<Record<string, string>[]>(await get('/api/guideE'));
    expect(record!.guide_file).toBe(GUIDE);
    expect(record!.guide_file_ara).toBe('/api/files/guide/jordan-export-guide-ar.pdf');
    expect(record!.step_1_file).toBe('/files/guide/step-1-en.pdf');
  });

  it.each([
    '/api/files/publications/nothing.pdf',
    '/api/files/elsewhere/seed-01-en.pdf',
    '/api/files/publications/..%2Fguide%2Fjordan-export-guide-en.pdf',
    '/api/files/publications/seed-01-en.pdf.bak',
    DRAFT,
  ])('finds nothing at %s (404)', async (address) => {
    const member = await createMember(api, { is_vip: true });
    expect((await get(address, member.bearer)).status).toBe(404);
  });

  it('cannot reach a gated file through /api/uploads', async () => {
    const member = await createMember(api, { is_vip: true });
    const address = `/api/uploads/${FREE_KEY}`;
    expect((await get(address, member.bearer)).status).toBe(404);
    expect((await get(address)).status).toBe(404);
    // The covers are public uploads.
    expect((await get('/api/uploads/seed/publications/01.webp')).status).toBe(200);
  });

  it('counts simultaneous downloads, every one', async () => {
    const member = await createMember(api);
    const key = 'gated/publications/seed-02-en.pdf';
    const before = await countOf(key);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        get('/api/files/publications/seed-02-en.pdf', member.bearer),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(await countOf(key)).toBe(before + 12);
  });
});

describe('the console’s staff', () => {
  it('download drafts and VIP files past the second factor, uncounted', async () => {
    const editor = await createStaff(api, 'editor');
    expect((await get(DRAFT, editor.bearer)).status).toBe(200);
    expect((await get(VIP, editor.bearer)).status).toBe(200);
    expect(await countOf('gated/publications/seed-20-en.pdf')).toBe(0);
  });

  it('before the second factor are members like any other', async () => {
    const editor = await createStaff(api, 'editor', { secondFactor: false });
    expect((await get(DRAFT, editor.bearer)).status).toBe(404);
    expect((await get(VIP, editor.bearer)).status).toBe(403);
  });

  it('a revoked session is a visitor again', async () => {
    const member = await createMember(api, { is_vip: true });
    await api.db
      .update(sessions)
      .set({ revoked_at: api.services.now() })
      .where(eq(sessions.user_id, member.user.id));
    expect((await get(VIP, member.bearer)).status).toBe(401);
  });
});

/** Every file under public/, as paths from the site's root (/files/guide/step-1-en.pdf). */
async function publicFiles(folder = path.resolve('public'), prefix = ''): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? publicFiles(path.join(folder, entry.name), `${prefix}/${entry.name}`)
        : [`${prefix}/${entry.name}`],
    ),
  );
  return nested.flat();
}

describe('public/', () => {
  it('holds no file a gated record names, and every gated record names a gated key', async () => {
    const files = new Set(await publicFiles());
    const stored = [
      ...(await api.db
        .select({ en: publications.TARIFF_FILE, ar: publications.TARIFF_FILE_AR })
        .from(publications)),
      ...(await api.db.select({ en: guide.guide_file, ar: guide.guide_file_ara }).from(guide)),
    ].flatMap((row) => [row.en, row.ar].filter(Boolean));
    expect(stored.length).toBeGreaterThan(30);
    for (const key of stored) {
      expect(isGatedKey(key), key).toBe(true);
      expect(files.has(`/${key}`), key).toBe(false);
      expect(files.has(gatedFileUrl(key)), key).toBe(false);
      expect(files.has(`/files/${key.split('/').slice(1).join('/')}`), key).toBe(false);
    }
    expect([...files].filter((file) => /jordan-export-guide/.test(file))).toEqual([]);
  });
});

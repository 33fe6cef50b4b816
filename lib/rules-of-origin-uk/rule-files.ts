import { z } from 'zod';

import type { UkGuidanceText, UkSchemeData } from '@/lib/db/schema/uk-rules-of-origin';
import { EU_MEMBERS } from '@/lib/db/seed/agreements/trade-agreements';
import { ALPHA2_CODES } from '@/lib/geo/country-codes';
import {
  findImportFile,
  importFile,
  importFolder,
  importFolderNames,
  readImportText,
  type ImportFolder,
  type ImportKind,
  type ImportLimits,
} from '@/lib/imports/safe-files';

// The files of a UK–Jordan rules-of-origin release (issue 46) as the UK Trade Tariff service
// publishes them (data/rules-of-origin-uk-jordan/README.md): rule-sets.json, scheme.json, the
// guidance texts and the portal's Arabic summaries, each read with zod. A file that does not hold
// stops the import with its name and the position of what is wrong. Every file is read through
// lib/imports/safe-files.ts: inside the folder, no link, each within its size (issue 56).

export class UkRulesFormatError extends Error {
  override name = 'UkRulesFormatError';
}

const code10 = z.string().regex(/^\d{10}$/, 'a 10-digit code');

export const ukRuleSchema = z.object({
  rule: z.string().min(1),
  class: z.array(z.string().min(1)),
  operator: z.enum(['or', 'and']).nullable(),
});

export const ukRuleSetSchema = z
  .object({
    heading: z.string().min(1),
    chapter: z.number().int().min(1).max(99),
    subdivision: z.string(),
    min: code10,
    max: code10,
    rules: z.array(ukRuleSchema).min(1),
    valid: z.boolean().optional(),
  })
  .refine((set) => set.min <= set.max, { message: 'min after max', path: ['max'] });
export type UkRuleSetFile = z.infer<typeof ukRuleSetSchema>;

const schemeSchema = z.object({
  title: z.string(),
  proofs: z.array(z.object({ summary: z.string(), subtext: z.string(), proof_class: z.string() })),
  cumulation_methods: z.record(z.string(), z.object({ countries: z.array(z.string()) })),
  ord: z.object({ ord_title: z.string(), ord_version: z.string(), ord_date: z.string() }),
  links: z.array(z.object({ text: z.string(), url: z.string().url() })),
});

const summariesSchema = z.record(
  z.string(),
  z.union([z.string(), z.null(), z.record(z.string(), z.string())]),
);

export type UkRelease = {
  ruleSets: UkRuleSetFile[];
  scheme: UkSchemeData;
  guidance: UkGuidanceText[];
  /** The source commit and the day the rule sets last changed, as README.md states them. */
  commit: string | null;
  date: string | null;
};

/** The scheme's codes as ISO 3166-1 alpha-2: `EU` its members, the UK's XS Serbia (RS); XK and any other code ISO lacks left out. */
export function isoPartnersOf(codes: readonly string[]): string[] {
  const known = new Set(ALPHA2_CODES);
  const iso = codes.flatMap((code) =>
    code === 'EU' ? [...EU_MEMBERS] : code === 'XS' ? ['RS'] : [code],
  );
  return [...new Set(iso)].filter((code) => code !== 'JO' && known.has(code));
}

function schemeSummaryOf(value: unknown): UkSchemeData['summary_ar'] {
  const summary = z.object({ proofs: z.string(), cumulation: z.string() }).safeParse(value);
  return summary.success ? summary.data : null;
}

const issueText = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

type ReleaseFolder = { folder: ImportFolder; limits?: ImportLimits };

const readText = async ({ folder, limits }: ReleaseFolder, name: string, kind: ImportKind) =>
  readImportText(await importFile(folder, name, kind, { limits }));

async function readJson(
  release: ReleaseFolder,
  name: string,
  kind: ImportKind = 'uk-text',
): Promise<unknown> {
  const text = await readText(release, name, kind);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UkRulesFormatError(`${name} is not JSON (${(error as Error).message})`);
  }
}

/** The rule sets, each checked on its own so that an error names the set's position (1 first). */
export function ruleSetsOf(data: unknown): UkRuleSetFile[] {
  const top = z.object({ rule_sets: z.array(z.unknown()).min(1) }).safeParse(data);
  if (!top.success) throw new UkRulesFormatError(`rule-sets.json: ${issueText(top.error)}`);
  return top.data.rule_sets.map((item, index) => {
    const set = ukRuleSetSchema.safeParse(item);
    if (!set.success) {
      throw new UkRulesFormatError(
        `rule-sets.json, rule set ${index + 1}: ${issueText(set.error)}`,
      );
    }
    return set.data;
  });
}

async function guidanceOf(release: ReleaseFolder, summaries: z.infer<typeof summariesSchema>) {
  const texts: UkGuidanceText[] = [];
  for (const sub of ['proofs', 'articles']) {
    const names = (await importFolderNames(release.folder, sub)).filter((name) =>
      name.endsWith('.md'),
    );
    for (const name of names) {
      const key = `${sub}/${name}`;
      const text_en = (await readText(release, key, 'uk-text')).trim();
      const summary = summaries[key];
      if (text_en === '') continue;
      texts.push({ path: key, text_en, summary_ar: typeof summary === 'string' ? summary : null });
    }
  }
  return texts;
}

/**
 * Reads and checks a release folder; throws UkRulesFormatError naming what does not hold, a file
 * that is a link, outside the folder or over its size (`limits`, else IMPORT_LIMITS) among them.
 */
export async function readUkRelease(
  folderPath: string,
  { limits }: { limits?: ImportLimits } = {},
): Promise<UkRelease> {
  const folder = await importFolder(folderPath, (message) => new UkRulesFormatError(message));
  const release: ReleaseFolder = { folder, limits };
  const ruleSets = ruleSetsOf(await readJson(release, 'rule-sets.json', 'uk-rule-sets'));
  const scheme = schemeSchema.safeParse(await readJson(release, 'scheme.json'));
  if (!scheme.success) throw new UkRulesFormatError(`scheme.json: ${issueText(scheme.error)}`);
  const summaries = summariesSchema.safeParse(await readJson(release, 'summaries-ar.json'));
  if (!summaries.success) {
    throw new UkRulesFormatError(`summaries-ar.json: ${issueText(summaries.error)}`);
  }
  const readmeFile = await findImportFile(folder, 'README.md', 'uk-text', { limits });
  const readme = readmeFile ? await readImportText(readmeFile) : '';
  const { cumulation_methods: methods, ord } = scheme.data;
  return {
    ruleSets,
    scheme: {
      title: scheme.data.title,
      proofs: scheme.data.proofs.map(({ proof_class, summary, subtext }) => ({
        proof_class,
        summary,
        subtext,
      })),
      cumulation: {
        bilateral: methods.bilateral?.countries ?? [],
        extended: methods.extended?.countries ?? [],
      },
      partners: isoPartnersOf([
        ...(methods.bilateral?.countries ?? []),
        ...(methods.extended?.countries ?? []),
      ]),
      ord: { title: ord.ord_title, version: ord.ord_version, date: ord.ord_date },
      links: scheme.data.links,
      summary_ar: schemeSummaryOf(summaries.data.scheme),
    },
    guidance: await guidanceOf(release, summaries.data),
    commit: /commit `([0-9a-f]{40})`/.exec(readme)?.[1] ?? null,
    date: /last changed in `[0-9a-f]+`, (\d{4}-\d{2}-\d{2})\)/.exec(readme)?.[1] ?? null,
  };
}

import { isCalendarDay } from '@/lib/validation/rules';

import { isTariffKind, TARIFF_KINDS, type TariffKind } from './tariff-kinds';

// The command line of `npm run data:import-tariff` (issue 46), read apart from the script so a
// test can hold it: `<kind> <file> [--edition "2026 Revision 21"] [--date YYYY-MM-DD] [--force]`.

export const TARIFF_USAGE =
  'Usage: npm run data:import-tariff -- <kind> <file> [--edition "<edition>"] [--date YYYY-MM-DD] [--force]\n' +
  `  kinds: ${Object.keys(TARIFF_KINDS).join(', ')} (us-hts: the USITC's JSON export of the ` +
  'Harmonized Tariff Schedule, https://hts.usitc.gov/ → Export → JSON)\n' +
  '  --force: replace the lines even when the file would remove more than half of them';

export type TariffArgs =
  | { ok: true; kind: TariffKind; file: string; edition?: string; date?: string; force: boolean }
  | { ok: false; error: string };

export function parseTariffArgs(argv: readonly string[]): TariffArgs {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  let force = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    if (arg === '--force') {
      force = true;
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (name !== 'edition' && name !== 'date')
      return { ok: false, error: `Unknown option ${arg}.` };
    const value = inline ?? argv[++i];
    if (value === undefined || value.trim() === '') {
      return { ok: false, error: `--${name} needs a value.` };
    }
    options[name] = value.trim();
  }
  const [kind, file, ...rest] = positional;
  if (!kind || !file) return { ok: false, error: 'Name the tariff kind and the file.' };
  if (!isTariffKind(kind)) return { ok: false, error: `Unknown tariff kind "${kind}".` };
  if (rest.length > 0) return { ok: false, error: `One file at a time (also given: ${rest[0]}).` };
  if (options.date !== undefined && !isCalendarDay(options.date)) {
    return { ok: false, error: `--date must be a day, YYYY-MM-DD (given: ${options.date}).` };
  }
  return { ok: true, kind, file, edition: options.edition, date: options.date, force };
}

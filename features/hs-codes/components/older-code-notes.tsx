import { getTranslations } from 'next-intl/server';

import { formatHsCode } from '@/lib/hs/hs-code';
import type { HsOlderNote } from '@/lib/hs/resolve-hs-code';
import { formatYear } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { HsCode } from './hs-code-parts';
import { OlderCodeNote } from './older-code-note';

// A 2022 code's page's redirect notes (issue 45), written on the server from the older codes whose
// only successor it is; the island shows the one the address asks for.

export async function OlderCodeNotes({
  locale,
  code,
  older,
}: {
  locale: Locale;
  code: string;
  older: readonly HsOlderNote[];
}) {
  if (older.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'HsOlderCodes' });
  const successor = () => <HsCode code={formatHsCode(code)} badge={false} />;
  const notes = older.map((note) => ({
    ...note,
    text: t.rich('one', {
      code: () => <HsCode code={formatHsCode(note.code)} badge={false} />,
      edition: formatYear(note.edition, locale),
      successor,
    }),
  }));
  return <OlderCodeNote notes={notes} source={t('source')} />;
}

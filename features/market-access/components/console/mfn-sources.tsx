import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { BidiText } from '@/components/ui/bidi-text';
import { formatDate } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';
import { TARIFF_KINDS, tariffImportCommand, type TariffKind } from '@/lib/tariffs/tariff-kinds';

import styles from './terms-console.module.css';

// The console's note on the partners' MFN duties (issue 46): each official tariff the portal can
// import, with its edition, file day, import day and coverage, or "not imported yet"; and the
// command that imports or refreshes it (run on the server: no upload of a 50 MB file here).

export type MfnSourceSummary = {
  kind: string;
  partner: string;
  name: string;
  edition: string | null;
  file_date: string | null;
  imported_at: string;
  lines: number;
  chapters: string[];
};

type Props = { locale: Locale; sources: readonly MfnSourceSummary[] };

const latin = (chunks: ReactNode) => <BidiText latin>{chunks}</BidiText>;

export async function MfnSourcesSummary({ locale, sources }: Props) {
  const t = await getTranslations({ locale, namespace: 'MarketAccessMfnAdmin' });
  const kinds = Object.keys(TARIFF_KINDS) as TariffKind[];
  return (
    <section
      className={styles.section}
      aria-labelledby="mfn-sources-title"
      data-testid="mfn-sources"
    >
      <h2 id="mfn-sources-title">{t('title')}</h2>
      <p className={styles.hint}>{t('description')}</p>
      {kinds.map((kind) => {
        const meta = TARIFF_KINDS[kind];
        const source = sources.find((item) => item.kind === kind);
        const name = isolate(meta.name, locale, { latin: true });
        return (
          <div key={kind} data-testid="tariff-import" data-kind={kind} data-imported={!!source}>
            {source ? (
              <>
                <h3>{t('imported', { name, partner: meta.partner })}</h3>
                <ul>
                  <li>
                    {t('lines', {
                      count: source.lines,
                      chapterCount: source.chapters.length,
                      lines: formatNumber(source.lines, locale),
                      chapters: formatNumber(source.chapters.length, locale),
                    })}
                  </li>
                  <li>
                    {source.edition
                      ? t.rich('edition', { edition: source.edition, latin })
                      : t('noEdition')}
                  </li>
                  {source.file_date && (
                    <li>{t('fileDate', { date: formatDate(source.file_date, locale) })}</li>
                  )}
                  <li>{t('importedAt', { date: formatDate(source.imported_at, locale) })}</li>
                </ul>
              </>
            ) : (
              <p>{t('none', { name, partner: meta.partner })}</p>
            )}
            <p className={styles.hint}>
              {t.rich('howTo', {
                link: (chunks) => (
                  <a className="link" href={meta.url} target="_blank" rel="noopener noreferrer">
                    {chunks}
                  </a>
                ),
              })}
            </p>
            <pre dir="ltr" className={styles.command} data-testid="mfn-import-command">
              <code>{tariffImportCommand(kind)}</code>
            </pre>
          </div>
        );
      })}
    </section>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type ChangeEvent } from 'react';

import { ActionButton } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';
import { answerMessage, fieldErrorsOf } from '@/lib/http/error-text';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { importDutyFactsCsv, importHeadingsCsv } from '../../api/change-terms';
import { importProblemsOf, type ImportProblem } from '../../console-values';
import { CSV_MAX_BYTES } from '../../staff-schemas';

import styles from './terms-console.module.css';

/**
 * "Import CSV": a file of the export's columns, applied whole or not at all; a refused file's
 * problems are listed line by line under the button, in the page's language. `facts`: every
 * agreement's duty facts file (issue 46) instead of this agreement's headings.
 */
export function ImportCsvButton({
  agreementId,
  facts = false,
}: {
  agreementId: number;
  facts?: boolean;
}) {
  const t = useTranslations('MarketAccessAdmin.csv');
  const factsText = useTranslations('DutyFactsAdmin.csv');
  const changes = useConsoleChanges();
  const format = useNumberFormat();
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string; problems: ImportProblem[] } | null>(null);

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    changes.clear();
    setFailure(null);
    if (file.size > CSV_MAX_BYTES) {
      setFailure({ text: t('tooLarge'), problems: [] });
      return;
    }
    setBusy(true);
    try {
      const text = await file.text();
      if (facts) {
        const answer = await importDutyFactsCsv(text);
        changes.changed(
          factsText('done', { created: format(answer.created), removed: format(answer.removed) }),
        );
      } else {
        const answer = await importHeadingsCsv(agreementId, text);
        changes.changed(
          t('done', { created: format(answer.created), updated: format(answer.updated) }),
        );
      }
    } catch (error) {
      setFailure({
        text: answerMessage(error) ?? t('failed'),
        problems: importProblemsOf(fieldErrorsOf(error)),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={read}
        data-testid={facts ? 'duty-facts-csv-file' : 'headings-csv-file'}
      />
      <ActionButton
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-describedby={failure ? listId : undefined}
      >
        {busy ? t('importing') : facts ? factsText('import') : t('import')}
      </ActionButton>
      {failure && (
        <div
          id={listId}
          role="alert"
          data-testid={facts ? 'duty-facts-csv-problems' : 'headings-csv-problems'}
        >
          <p>{failure.text}</p>
          {failure.problems.length > 0 && (
            <ul className={styles.problems}>
              {failure.problems.map((problem) => (
                <li key={`${problem.line}-${problem.field}`}>
                  {problem.line === null
                    ? problem.messages.join(' ')
                    : problem.field === null
                      ? t('problem', {
                          line: format(problem.line),
                          text: problem.messages.join(' '),
                        })
                      : t('problemField', {
                          line: format(problem.line),
                          field: isolate(problem.field, shown),
                          text: problem.messages.join(' '),
                        })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

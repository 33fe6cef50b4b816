'use client';

import { useLocale, useTranslations } from 'next-intl';

import { ActionButton, RowActions } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';
import { formatDateTime } from '@/lib/i18n/format-date';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { moveBarrier, type PublicationStep } from '../../api/change-barrier';
import type { StaffBarrier } from '../../schemas';

import styles from './barriers-console.module.css';

type Props = { entry: StaffBarrier; /** The signed-in staff member. */ me: number };

/** The steps an entry's publication can take from where it stands. */
const STEPS: Record<StaffBarrier['publication'], PublicationStep[]> = {
  draft: ['submit'],
  unpublished: ['submit'],
  awaiting_approval: ['approve'],
  published: ['unpublish'],
};

/**
 * Issue 39 part 3: an entry's publication in two steps. Who prepared it and who approved it are
 * shown; the one who prepared it is told another staff member approves (the API refuses too).
 */
export function PublicationPanel({ entry, me }: Props) {
  const t = useTranslations('TradeBarrierRegisterAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const changes = useConsoleChanges();
  const title = isolate(shown === 'ar' ? entry.title_ara : entry.title_eng, shown);
  const preparedByMe = entry.prepared_by?.id === me;
  const person = (value: StaffBarrier['prepared_by']) =>
    value ? isolate(value.name, shown) : t('publication.nobody');
  const ask = (step: PublicationStep) =>
    changes.confirm({
      title: t(`steps.${step}.title`, { name: title }),
      text: t(`steps.${step}.text`),
      confirmLabel: t(`steps.${step}.button`),
      danger: step === 'unpublish',
      run: () => moveBarrier(entry.id, step, entry.version),
      done: t(`steps.${step}.done`, { name: title }),
    });
  return (
    <section
      className={styles.panel}
      aria-labelledby="publication-heading"
      data-testid="publication"
    >
      <h2 id="publication-heading">{t('publication.title')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('publication.state')}</dt>
          <dd data-publication={entry.publication}>{t(`publications.${entry.publication}`)}</dd>
        </div>
        <div>
          <dt>{t('publication.preparedBy')}</dt>
          <dd data-testid="prepared-by">{person(entry.prepared_by)}</dd>
        </div>
        <div>
          <dt>{t('publication.approvedBy')}</dt>
          <dd>{person(entry.approved_by)}</dd>
        </div>
        {entry.published_at && (
          <div>
            <dt>{t('publication.publishedAt')}</dt>
            <dd>{formatDateTime(entry.published_at, shown)}</dd>
          </div>
        )}
      </dl>
      {entry.publication === 'awaiting_approval' && preparedByMe && (
        <p className={styles.note}>{t('publication.otherApproves')}</p>
      )}
      <RowActions>
        {STEPS[entry.publication].map((step) => (
          <ActionButton
            key={step}
            variant={step === 'unpublish' ? 'outlined' : 'primary'}
            danger={step === 'unpublish'}
            disabled={step === 'approve' && preparedByMe}
            onClick={() => ask(step)}
          >
            {t(`steps.${step}.button`)}
          </ActionButton>
        ))}
      </RowActions>
    </section>
  );
}

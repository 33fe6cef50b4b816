import { getTranslations } from 'next-intl/server';

import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { detailFields, groupAnswers, questionOf } from '../../detail-fields';
import type { StaffEnquiryDetail } from '../../staff-schemas';
import { Term, TermList } from '../term-list';

import styles from './enquiry-page.module.css';

// part 1 §9: a readiness answer's points are out of five.
const MAX_POINTS = 5;

type Props = { detail: StaffEnquiryDetail; locale: Locale };

/**
 * What the member sent, labelled as the forms label it, lookup ids by their names; every value is
 * React text (never HTML), so markup a member typed shows as the characters they typed.
 */
export async function EnquirySent({ detail, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk.detail' });
  const label = await getTranslations({ locale, namespace: 'EnquiryForm.fields' });
  const fields = detailFields(detail.data, detail.labels, locale);
  const sections = groupAnswers(detail.answers ?? [], locale);
  const number = (value: number) => formatNumber(value, locale);
  return (
    <section className={styles.card} aria-labelledby="enquiry-sent">
      <h2 id="enquiry-sent">{t('sent')}</h2>
      {fields.length === 0 && sections.length === 0 ? (
        <p className={styles.muted}>{t('nothing')}</p>
      ) : (
        <TermList data-testid="enquiry-sent-fields">
          {fields.map(({ field, label: key, value }) => (
            <Term
              key={field}
              term={label.has(key as never) ? label(key as never) : key}
              isolate={value.kind === 'text'}
            >
              {value.kind === 'text' ? value.text : t(value.kind)}
            </Term>
          ))}
        </TermList>
      )}
      {sections.length > 0 && (
        <>
          <h3>{t('answers')}</h3>
          {sections.map(({ section, answers, sum }) => (
            <div key={section}>
              {section && <h4>{section}</h4>}
              <TermList variant="answers">
                {answers.map((answer) => (
                  <Term
                    key={answer.enq_question}
                    term={questionOf(answer, locale) || t('question', { id: answer.enq_question })}
                  >
                    {t('points', { points: number(answer.points), max: number(MAX_POINTS) })}
                  </Term>
                ))}
              </TermList>
              <p className={styles.total}>
                {t('sectionTotal', {
                  sum: number(sum),
                  max: number(MAX_POINTS * answers.length),
                })}
              </p>
            </div>
          ))}
        </>
      )}
    </section>
  );
}

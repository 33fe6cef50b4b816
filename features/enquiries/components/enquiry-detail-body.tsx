'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';

import type { EnquiryDetail } from '@/features/enquiries/schemas';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { detailFields, groupAnswers, questionOf } from '../detail-fields';

import { Term, TermList } from './term-list';

// The points of one readiness answer (part 1 §9: a five-point scale).
const MAX_POINTS = 5;

/** What the member sent: each field with the form's label, then the readiness answers by section. */
export function EnquiryDetailBody({ detail }: { detail: EnquiryDetail }) {
  const t = useTranslations('UserEnquiries.detail');
  const label = useTranslations('EnquiryForm.fields');
  const locale = useLocale() as Locale;
  const fields = detailFields(detail.data, detail.labels, locale);
  const sections = groupAnswers(detail.answers ?? [], locale);
  return (
    <>
      <Box component="section" aria-labelledby="enquiry-detail-sent">
        <Typography id="enquiry-detail-sent" component="h3" variant="h6" sx={{ mb: 1.5 }}>
          {t('sent')}
        </Typography>
        {fields.length === 0 && sections.length === 0 ? (
          <Typography>{t('nothing')}</Typography>
        ) : (
          <TermList data-testid="enquiry-detail-fields">
            {fields.map(({ field, label: key, value }) => (
              <Term key={field} term={label(key)} isolate={value.kind === 'text'}>
                {value.kind === 'text' ? value.text : t(value.kind)}
              </Term>
            ))}
          </TermList>
        )}
      </Box>
      {sections.length > 0 && (
        <Box component="section" aria-labelledby="enquiry-detail-answers">
          <Typography id="enquiry-detail-answers" component="h3" variant="h6" sx={{ mb: 1.5 }}>
            {t('answers')}
          </Typography>
          {sections.map(({ section, answers, sum }) => (
            <Box key={section} sx={{ mb: 2 }}>
              {section && (
                <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
                  {section}
                </Typography>
              )}
              <TermList variant="answers">
                {answers.map((answer) => (
                  <Term
                    key={answer.enq_question}
                    term={
                      questionOf(answer, locale) ||
                      t('question', { id: formatNumber(answer.enq_question, locale) })
                    }
                  >
                    {t('points', { points: formatNumber(answer.points, locale) })}
                  </Term>
                ))}
              </TermList>
              <Typography sx={{ mt: 1, fontWeight: 600 }}>
                {t('sectionTotal', {
                  sum: formatNumber(sum, locale),
                  max: formatNumber(MAX_POINTS * answers.length, locale),
                })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useSyncExternalStore } from 'react';

import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { classificationQuestionOf } from '@/lib/hs/classification-question';

import { enquiryKind } from './enquiry-kinds';

// part 2 "Contact page": the "other enquiries" block (type 7) through the shared enquiry flow
// (part 1 §4); like every enquiry it needs a login (spec README). Opened from the HS finder's
// "Ask the agency" (issue 55), its subject and description hold the search and its codes.

const noChange = () => () => {};
const currentSearch = () => window.location.search;
const serverSearch = () => '';
/** The subject's room for the search (the subject holds 200 characters). */
const SUBJECT_Q_MAX = 150;

export function OtherEnquiriesForm() {
  const t = useTranslations('EnquiryForm.classification');
  const search = useSyncExternalStore(noChange, currentSearch, serverSearch);
  const prefill = useMemo(() => {
    const question = classificationQuestionOf(search);
    if (!question) return null;
    const codes = question.codes.length > 0 ? question.codes.join(', ') : t('none');
    return {
      subject: t('subject', { q: question.q.slice(0, SUBJECT_Q_MAX) }),
      description: t('description', { q: question.q, codes }),
    };
  }, [search, t]);
  return (
    <EnquiryForm
      {...enquiryKind('other')}
      accountEmail="top"
      testId="other-enquiries-form"
      fields={['name', 'phone', { name: 'subject', fullRow: true }, 'description']}
      prefill={prefill}
    />
  );
}

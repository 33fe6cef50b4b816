import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

import type { Locale } from '@/lib/i18n/routing';

import type { Faq } from '../schemas';

import { FaqItem } from './faq-item';

type Props = {
  faqs: Faq[];
  locale: Locale;
  idPrefix: string;
  labels: { attachment: string; empty: string };
};

/** A list of FAQ accordions, or the "no data" notice when the list is empty (part 2 §8). */
export function FaqList({ faqs, locale, idPrefix, labels }: Props) {
  if (faqs.length === 0) {
    return (
      <Alert severity="info" variant="outlined" data-testid="faq-empty">
        {labels.empty}
      </Alert>
    );
  }
  return (
    <Box data-testid="faq-list">
      {faqs.map((faq) => (
        <FaqItem
          key={faq.id}
          faq={faq}
          locale={locale}
          idPrefix={idPrefix}
          attachmentLabel={labels.attachment}
        />
      ))}
    </Box>
  );
}

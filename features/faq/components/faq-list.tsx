import { Icon } from '@/components/ui/icon';
import { InfoOutlinedIcon } from '@/components/ui/icon-shapes';
import type { Locale } from '@/lib/i18n/routing';

import type { Faq } from '../schemas';

import { FaqItem } from './faq-item';
import styles from './faq-list.module.css';

type Props = {
  faqs: Faq[];
  locale: Locale;
  idPrefix: string;
  labels: { attachment: string; empty: string };
};

/** A list of FAQ disclosures, or the "no data" notice when the list is empty (part 2 §8). */
export function FaqList({ faqs, locale, idPrefix, labels }: Props) {
  if (faqs.length === 0) {
    return (
      <p className={styles.empty} data-testid="faq-empty">
        <Icon shape={InfoOutlinedIcon} size={22} className={styles.emptyIcon} />
        {labels.empty}
      </p>
    );
  }
  return (
    <div data-testid="faq-list">
      {faqs.map((faq) => (
        <FaqItem
          key={faq.id}
          faq={faq}
          locale={locale}
          idPrefix={idPrefix}
          attachmentLabel={labels.attachment}
        />
      ))}
    </div>
  );
}

import { useMessages, useTranslations } from 'next-intl';
import { useId } from 'react';

import { MergedMessages } from '@/components/i18n/merged-messages';
import { pickMessages } from '@/lib/i18n/client-messages';

import type { ItemType } from '../constants';

import { ContactExporterButton } from './contact-exporter-button';
import styles from './contact-exporter.module.css';

export type ContactExporterProps = {
  companyId: number;
  companyName: string;
  item?: { type: ItemType; id: number };
};

/** The texts the button and its dialog need, sent with the section (the page need not add them). */
const NAMESPACES = ['BuyerMessages.contact', 'BuyerMessages.fields', 'BuyerMessages.rules'];

/**
 * The contact relay on a company or an item page (issue 14): a heading, what happens to a message,
 * and the button. Renders on the server (the page stays cacheable: who is signed in is asked in
 * the browser on click); the form's code loads when the dialog first opens.
 */
export function ContactExporter({ companyId, companyName, item }: ContactExporterProps) {
  const t = useTranslations('BuyerMessages.contact');
  const messages = useMessages();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="contact-exporter">
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <MergedMessages messages={pickMessages(messages, NAMESPACES)}>
        <ContactExporterButton companyId={companyId} companyName={companyName} item={item} />
      </MergedMessages>
    </section>
  );
}

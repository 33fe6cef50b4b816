'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useModals } from '@/components/feedback/modal-context';
import { lazyComponent } from '@/components/ui/lazy-component';
import { ensureCurrentUser } from '@/lib/session/current-user';

import type { ContactExporterProps } from './contact-exporter';
import styles from './contact-exporter.module.css';

/** The dialog's code (the form, react-hook-form, zod, MUI's dialog), fetched on first use. */
export const contactDialog = lazyComponent(() =>
  import('./contact-dialog').then((module) => module.ContactDialog),
);

/**
 * "Contact the exporter": a member gets the message dialog, a visitor the login dialog.
 */
export function ContactExporterButton({ companyId, companyName, item }: ContactExporterProps) {
  const t = useTranslations('BuyerMessages.contact');
  const modals = useModals();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [checking, setChecking] = useState(false);

  async function start() {
    if (checking) return;
    setChecking(true);
    try {
      const member = await ensureCurrentUser();
      if (!member) {
        modals.open('login');
        return;
      }
      setAsked(true);
      setOpen(true);
    } finally {
      setChecking(false);
    }
  }

  const preload = () => void contactDialog.preload().catch(() => undefined);
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className="button button-primary"
        aria-haspopup="dialog"
        aria-busy={checking}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => void start()}
        data-testid="contact-exporter-open"
      >
        {t('open')}
      </button>
      {asked && (
        <contactDialog.Component
          open={open}
          onClose={() => setOpen(false)}
          companyId={companyId}
          companyName={companyName}
          item={item}
        />
      )}
    </div>
  );
}

'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import DialogContent from '@mui/material/DialogContent';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';

import { useModals } from '@/components/feedback/modal-context';
import { ModalFrame } from '@/components/feedback/modals/modal-frame';
import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { FormTextField } from '@/components/forms/form-text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { MuiIsland } from '@/components/providers/mui-island';
import { QueryIsland } from '@/components/providers/query-island';
import { bidiChunks } from '@/components/ui/bidi-text';
import { Notice } from '@/components/ui/notice';
import { LookupSelect } from '@/features/enquiries/components/fields/lookup-select';
import { answerMessage, fieldErrorsOf, statusOf } from '@/lib/http/error-text';

import { sendBuyerMessage } from '../api/send-buyer-message';
import { MESSAGE_MAX, QUANTITY_MAX, SUBJECT_MAX } from '../constants';
import { contactFormSchema } from '../schemas';

import styles from './contact-dialog.module.css';
import type { ContactExporterProps } from './contact-exporter';
import { EMPTY_CONTACT, type ContactValues } from './contact-values';

export type ContactDialogProps = ContactExporterProps & {
  open: boolean;
  onClose: () => void;
};

const resolver = zodResolver(contactFormSchema) as unknown as Resolver<ContactValues>;
const FIELDS = Object.keys(EMPTY_CONTACT) as (keyof ContactValues)[];

/**
 * The message form in a dialog: subject, message, quantity, destination country. It stays mounted
 * once opened (the dialog only hides), so closing it or a failed send loses nothing typed.
 */
export function ContactDialog(props: ContactDialogProps) {
  return (
    <MuiIsland>
      <QueryIsland>
        <ContactDialogBody {...props} />
      </QueryIsland>
    </MuiIsland>
  );
}

function ContactDialogBody({ open, onClose, companyId, companyName, item }: ContactDialogProps) {
  const t = useTranslations('BuyerMessages');
  const modals = useModals();
  const snackbar = useSnackbar();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactValues>({
    resolver,
    defaultValues: EMPTY_CONTACT,
    mode: 'onTouched',
  });
  const { control, handleSubmit, formState, reset, setError } = form;

  const send = handleSubmit(async (typed) => {
    setFailure(null);
    try {
      await sendBuyerMessage({
        company_id: companyId,
        ...(item ? { item_type: item.type, item_id: item.id } : {}),
        subject: typed.subject,
        message: typed.message,
        quantity: typed.quantity,
        destination_country: typed.destination_country,
      });
      reset(EMPTY_CONTACT);
      onClose();
      snackbar.show(t('contact.sent'), { severity: 'success' });
    } catch (error) {
      console.error('sending a message to an exporter failed', error);
      const status = statusOf(error);
      if (status === 401) {
        onClose();
        modals.open('login');
        return;
      }
      const fields = fieldErrorsOf(error);
      for (const field of FIELDS) {
        const message = fields[field]?.[0];
        if (message) setError(field as Path<ContactValues>, { message });
      }
      const other = Object.entries(fields).find(
        ([field]) => !FIELDS.includes(field as keyof ContactValues),
      )?.[1]?.[0];
      // A 429 or a refusal explains itself; anything else gets the generic text.
      setFailure(
        other ??
          (status === 429 || status === 404 ? answerMessage(error) : undefined) ??
          t('contact.failed'),
      );
    }
  });

  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      // The name keeps its own direction inside the other language's sentence.
      title={t.rich('contact.dialogTitle', {
        company: companyName,
        name: bidiChunks,
      })}
      busy={formState.isSubmitting}
      maxWidth="sm"
    >
      <DialogContent>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void send(event)}
          className={styles.form}
          data-testid="contact-exporter-form"
        >
          {item && (
            <p className={styles.note}>
              {t(item.type === 'products' ? 'contact.aboutProduct' : 'contact.aboutService')}
            </p>
          )}
          <FormTextField
            control={control}
            name="subject"
            label={t('fields.subject')}
            maxLength={SUBJECT_MAX}
            trim
            dir="auto"
          />
          <FormTextField
            control={control}
            name="message"
            label={t('fields.message')}
            multiline
            rows={6}
            maxLength={MESSAGE_MAX}
            counterMax={MESSAGE_MAX}
            trim
            dir="auto"
          />
          <FormTextField
            control={control}
            name="quantity"
            label={t('fields.quantity')}
            hint={t('contact.quantityHint')}
            maxLength={QUANTITY_MAX}
            required={false}
            trim
            dir="auto"
          />
          <LookupSelect
            control={control}
            name="destination_country"
            label={t('fields.destination_country')}
            kind="countries"
          />
          <p className={styles.note}>{t('contact.privacy')}</p>
          {failure && (
            <Notice severity="error" role="alert" data-testid="contact-exporter-error">
              {failure}
            </Notice>
          )}
          <div className={styles.actions}>
            <button type="button" className="button button-outlined" onClick={onClose}>
              {t('contact.cancel')}
            </button>
            <SubmitButton busy={formState.isSubmitting}>{t('contact.send')}</SubmitButton>
          </div>
        </form>
      </DialogContent>
    </ModalFrame>
  );
}

'use client';

import type { FormEvent, ReactNode, RefObject } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

import styles from '@/components/forms/field.module.css';
import { HoneypotField } from '@/components/forms/honeypot-field';

import { AccountEmail } from './account-email';
import { AgreementsField } from './agreements-field';
import { EnquiryFieldGrid } from './enquiry-field-grid';
import { EnquirySubmitButton } from './enquiry-submit-button';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** From useEnquirySubmission. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** From useEnquirySubmission: called as the visitor starts on the form. */
  onInteract?: () => void;
  honeypotRef: RefObject<HTMLInputElement | null>;
  submitting: boolean;
  /** The form's fields, laid out in EnquiryFieldGrid (wrap a wide one in FullRow). */
  children: ReactNode;
  /** The terms checkbox's field; 'agreements' in every enquiry schema. */
  agreementsName?: Path<T>;
  /** Where the account's e-mail is shown: under the terms, above the fields, or not at all. */
  accountEmail?: 'top' | 'bottom' | 'none';
  testId?: string;
};

/** The frame every enquiry form shares: fields, terms, the account's e-mail, honeypot and Send. */
export function EnquiryFormFrame<T extends FieldValues>({
  control,
  onSubmit,
  onInteract,
  honeypotRef,
  submitting,
  children,
  agreementsName = 'agreements' as Path<T>,
  accountEmail = 'bottom',
  testId,
}: Props<T>) {
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={onInteract}
      noValidate
      style={{ position: 'relative' }}
      data-testid={testId}
    >
      <HoneypotField inputRef={honeypotRef} />
      <div className={styles.stack}>
        {accountEmail === 'top' && <AccountEmail />}
        <EnquiryFieldGrid>{children}</EnquiryFieldGrid>
        <AgreementsField control={control} name={agreementsName} />
        {accountEmail === 'bottom' && <AccountEmail />}
        <EnquirySubmitButton submitting={submitting} />
      </div>
    </form>
  );
}

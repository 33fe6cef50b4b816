'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { useSnackbar } from '@/components/feedback/snackbar-provider';
import fieldStyles from '@/components/forms/field.module.css';
import { SubmitButton } from '@/components/forms/submit-button';
import { useErrorText } from '@/components/forms/use-field-error';
import { Notice } from '@/components/ui/notice';
import { answerMessage, fieldErrorsOf } from '@/lib/http/error-text';

import { useMessageActions } from '../api/use-received-messages';
import { REPLY_MAX } from '../constants';
import { replySchema } from '../schemas';

import styles from './received-messages.module.css';

/** The exporter's answer; a failure keeps the text. */
export function ReplyForm({ id }: { id: number }) {
  const t = useTranslations('BuyerMessages');
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const { reply } = useMessageActions();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const fieldId = useId();
  const helperId = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const parsed = replySchema.safeParse({ reply: text });
    if (!parsed.success) {
      setError(errorText(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    try {
      await reply.mutateAsync({ id, reply: parsed.data.reply });
      snackbar.show(t('received.replySent'), { severity: 'success' });
    } catch (failed) {
      console.error('answering a buyer message failed', failed);
      const field = fieldErrorsOf(failed).reply?.[0];
      if (field) setError(field);
      else setFailure(answerMessage(failed) ?? t('received.replyFailed'));
    }
  }

  return (
    <form
      method="post"
      className={styles.replyForm}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 className={styles.replyTitle}>{t('received.replyHeading')}</h3>
      <div className={fieldStyles.field}>
        <label htmlFor={fieldId} className={fieldStyles.label}>
          {t('fields.reply')}
          <span className={fieldStyles.asterisk} aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={fieldId}
          className={fieldStyles.input}
          rows={4}
          value={text}
          maxLength={REPLY_MAX}
          required
          dir="auto"
          aria-invalid={!!error}
          aria-describedby={helperId}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={helperId} className={error ? fieldStyles.error : fieldStyles.helper}>
          {error ?? t('received.replyHint')}
        </p>
      </div>
      {failure && (
        <Notice severity="error" role="alert">
          {failure}
        </Notice>
      )}
      <SubmitButton busy={reply.isPending}>{t('received.sendReply')}</SubmitButton>
    </form>
  );
}

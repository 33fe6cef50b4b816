'use client';

import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { useConsoleSave } from '@/components/console/use-console-save';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { sendHitDecision } from '../../api/decide-hit';
import { HIT_REASON_MAX, type HitDecision } from '../../hit-decision';

type Props = {
  hit: { id: number; version: number; subject: string };
  decision: HitDecision;
  onClose: () => void;
  /** The decision was taken: announce it and render the page again. */
  onDone: (message: string) => void;
};

/** Clear or confirm a hit: the reason (required, at most 2,000 characters), then the decision. */
export function HitDecisionDialog({ hit, decision, onClose, onDone }: Props) {
  const t = useTranslations('ScreeningHitsAdmin');
  const number = useNumberFormat();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useConsoleSave(t('decision.failed'), (byField) => {
    const message = byField.reason?.[0];
    if (message) setFieldError(message);
    return Boolean(message);
  });
  const trimmed = reason.trim();
  const localError =
    trimmed === ''
      ? t('decision.reasonRequired')
      : trimmed.length > HIT_REASON_MAX
        ? t('reasonTooLong')
        : null;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.clearFailure();
    setFieldError(localError);
    if (localError) return;
    const done = await save.run(() =>
      sendHitDecision(hit.id, decision, { reason: trimmed, version: hit.version }),
    );
    if (done) onDone(t(`done.${decision}`, { name: hit.subject }));
  }

  return (
    <ConsoleFormDialog
      title={t(`decision.${decision}Title`, { name: hit.subject })}
      save={save}
      labels={{ cancel: t('decision.cancel'), save: t(`decision.${decision}`) }}
      onClose={onClose}
      onSubmit={submit}
    >
      <p>{t(`decision.${decision}Text`)}</p>
      <TextField
        label={t('decision.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={4}
        fullWidth
        required
        autoFocus
        error={fieldError !== null}
        helperText={
          fieldError ??
          t('decision.reasonLength', {
            count: number(trimmed.length),
            max: number(HIT_REASON_MAX),
          })
        }
        slotProps={{ htmlInput: { 'data-testid': 'hit-reason' } }}
      />
    </ConsoleFormDialog>
  );
}

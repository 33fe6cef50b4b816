'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useId, useState, type BaseSyntheticEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';

import { useCaptcha } from '@/components/captcha/use-captcha';
import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { MuiFormTextField } from '@/components/forms/mui-form-text-field';
import { TermsCheckbox } from '@/components/forms/terms-checkbox';
import { useErrorText } from '@/components/forms/use-field-error';
import { fieldErrorsOf } from '@/lib/http/error-text';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { HONEYPOT_FIELD } from '@/lib/validation/rules';

import { useSubmitConsultation } from '../api/submit-consultation';
import {
  CONSULTATION_CAPTCHA_ACTION,
  consultationSchema,
  type ConsultationInput,
} from '../schemas';

const FIELDS = ['name', 'email', 'terms'] as const;
const NAME_MAX = 100; // consultationSchema: rules.max100

type Props = { open: boolean; onClose: () => void };

/** What a bot typed into the hidden field of the submitted form (empty for a person). */
function honeypotOf(event?: BaseSyntheticEvent): string | undefined {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return undefined;
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

// part 1 §2.3 and §4: name, e-mail and the terms box; send stays disabled until the form is valid
// and reset clears it. Success closes the dialog with a message; a failure keeps it open.
export function ConsultationDialog({ open, onClose }: Props) {
  const t = useTranslations('Home.consultation');
  const number = useNumberFormat();
  const id = useId();
  const snackbar = useSnackbar();
  const submission = useSubmitConsultation();
  const runCaptcha = useCaptcha();
  const [failed, setFailed] = useState(false);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(consultationSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '' },
  });
  const message = useErrorText();
  // Validity from the current values, so "send" follows every keystroke and a reset at once.
  const valid = consultationSchema.safeParse(useWatch({ control })).success;

  const clear = () => {
    reset();
    setFailed(false);
  };
  const onSubmit = async (input: ConsultationInput, event?: BaseSyntheticEvent) => {
    setFailed(false);
    try {
      const recaptchaToken = await runCaptcha(CONSULTATION_CAPTCHA_ACTION);
      await submission.mutateAsync({ input, recaptchaToken, website: honeypotOf(event) });
      clear();
      onClose();
      snackbar.show(t('success'), { severity: 'success' });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      for (const field of FIELDS) {
        const first = fieldErrors[field]?.[0];
        if (first)
          setError(field, { message: first.startsWith('rules.') ? first : 'rules.invalid' });
      }
      setFailed(true);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`} sx={{ color: 'primary.dark', fontWeight: 700 }}>
        {t('title')}
      </DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        data-testid="consultation-form"
      >
        <HoneypotField />
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: 0.5 }}>
          <Typography sx={{ color: 'text.secondary' }}>{t('intro')}</Typography>
          {failed && (
            <Alert severity="error" role="alert">
              {t('error')}
            </Alert>
          )}
          <MuiFormTextField
            control={control}
            name="name"
            label={t('name')}
            autoComplete="name"
            hint={(value) => t('counter', { count: number(value.length), max: number(NAME_MAX) })}
          />
          <MuiFormTextField
            control={control}
            name="email"
            label={t('email')}
            autoComplete="email"
            email
          />
          <Controller
            name="terms"
            control={control}
            render={({ field, fieldState }) => (
              <TermsCheckbox
                field={field}
                label={t('terms')}
                error={message(fieldState.error?.message)}
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button onClick={clear} variant="outlined">
            {t('reset')}
          </Button>
          <Button type="submit" variant="contained" disabled={!valid || formState.isSubmitting}>
            {t('submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { useCaptcha } from '@/components/captcha/use-captcha';
import { FormTextField } from '@/components/forms/form-text-field';
import { Link } from '@/lib/i18n/navigation';

import { useForgotPassword } from '../api/use-password-reset';
import { forgotPasswordSchema } from '../schemas';

type Outcome = { severity: 'success' | 'error'; text: string };

// part 1 §2.8 and §8: the e-mail of the account (and the captcha token when one is configured);
// the answer's message either way.
export function ForgotPasswordForm() {
  const t = useTranslations('Auth');
  const forgot = useForgotPassword();
  const runCaptcha = useCaptcha();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setOutcome(null);
    try {
      const token = await runCaptcha('forgot_password');
      const message = await forgot.mutateAsync({ ...input, token });
      setOutcome({ severity: 'success', text: message || t('forgot.sent') });
      reset({ email: '' });
    } catch (error) {
      const { answerMessage } = await import('@/lib/http/error-text');
      setOutcome({ severity: 'error', text: answerMessage(error) ?? t('unknownError') });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="forgot-password-form">
      <Stack spacing={2.5}>
        {outcome && (
          <Alert
            severity={outcome.severity}
            role={outcome.severity === 'error' ? 'alert' : 'status'}
          >
            {outcome.text}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="email"
          kind="email"
          label={t('fields.email')}
          autoComplete="email"
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {t('forgot.submit')}
        </Button>
        <MuiLink component={Link} href="/auth/login" sx={{ textAlign: 'center' }}>
          {t('forgot.back')}
        </MuiLink>
      </Stack>
    </Box>
  );
}

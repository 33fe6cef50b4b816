'use client';

import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { verifySecondFactor } from '../../api/verify-second-factor';

import { apiErrorText, conflict, sessionEnded, sixDigits } from './api-error';
import { CodeField } from './code-field';
import styles from './console-login.module.css';
import { LoginError, shownError, type ShownError } from './login-error';
import { StepHeading } from './step-heading';

type Props = {
  focus: boolean;
  onVerified: () => void;
  /** The factor was reset meanwhile: set it up. */
  onNotSetUp: () => void;
  onSessionEnded: () => void;
};

// Step 2b: a code of the app, or one of the recovery codes.
export function VerifyStep({ focus, onVerified, onNotSetUp, onSessionEnded }: Props) {
  const t = useTranslations('ConsoleAuth');
  const [mode, setMode] = useState<'app' | 'recovery'>('app');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const switched = useRef(false);

  // After a switch between the app and a recovery code, the new field takes the focus.
  useEffect(() => {
    if (switched.current) fieldRef.current?.focus();
  }, [mode]);

  const switchMode = () => {
    switched.current = true;
    setMode(mode === 'app' ? 'recovery' : 'app');
    setInvalid(false);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = sixDigits(code);
    const recovery = recoveryCode.trim();
    if (mode === 'app' ? !digits : !recovery) {
      setInvalid(true);
      setError(
        shownError(mode === 'app' ? t('errors.codeFormat') : t('errors.invalidRecoveryCode')),
      );
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await verifySecondFactor(mode === 'app' ? { code: digits! } : { recovery_code: recovery });
      onVerified();
    } catch (failure) {
      setBusy(false);
      if (sessionEnded(failure)) return onSessionEnded();
      if (conflict(failure)) return onNotSetUp();
      setInvalid(true);
      setCode('');
      const field = mode === 'app' ? 'code' : 'recovery_code';
      setError(shownError(apiErrorText(failure, field, t('errors.unknown'))));
    }
  };

  return (
    <form method="post" noValidate onSubmit={submit} className={styles.form} aria-busy={busy}>
      <StepHeading focus={focus}>{t('verify.heading')}</StepHeading>
      <p className={styles.lead}>{mode === 'app' ? t('verify.text') : t('verify.recoveryText')}</p>
      <LoginError error={error} />
      {mode === 'app' ? (
        <CodeField value={code} onChange={setCode} invalid={invalid} inputRef={fieldRef} />
      ) : (
        <TextField
          label={t('fields.recoveryCode')}
          value={recoveryCode}
          onChange={(event) => setRecoveryCode(event.target.value)}
          error={invalid}
          autoComplete="off"
          required
          fullWidth
          inputRef={fieldRef}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, maxLength: 40 } }}
        />
      )}
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {t('verify.submit')}
      </Button>
      <Button variant="text" onClick={switchMode} className={styles.switch}>
        {mode === 'app' ? t('verify.useRecovery') : t('verify.useApp')}
      </Button>
    </form>
  );
}

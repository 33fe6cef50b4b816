'use client';

import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';

import { staffLogin } from '../../api/staff-login';

import { apiErrorText } from './api-error';
import styles from './console-login.module.css';
import { LoginError, shownError, type ShownError } from './login-error';
import { StepHeading } from './step-heading';

type Props = {
  focus: boolean;
  notice: string | null;
  onSignedIn: (next: 'setup' | 'verify', email: string) => void;
};

// Step 1: the e-mail address and password (POST /api/staff/login).
export function PasswordStep({ focus, notice, onSignedIn }: Props) {
  const t = useTranslations('ConsoleAuth');
  const rules = useTranslations('rules');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState({ email: false, password: false });
  const [error, setError] = useState<ShownError | null>(notice ? shownError(notice) : null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = { email: !email.trim(), password: !password };
    setMissing(empty);
    if (empty.email || empty.password) {
      (empty.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await staffLogin({ email: email.trim(), password }), email.trim());
    } catch (failure) {
      setPassword('');
      setError(shownError(apiErrorText(failure, 'email', t('errors.unknown'))));
      setBusy(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={submit} className={styles.form} aria-busy={busy}>
      <StepHeading focus={focus}>{t('password.heading')}</StepHeading>
      <p className={styles.lead}>{t('intro')}</p>
      <LoginError error={error} />
      <TextField
        label={t('fields.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoComplete="username"
        required
        fullWidth
        inputRef={emailRef}
        error={missing.email}
        helperText={missing.email ? rules('required') : undefined}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      />
      <TextField
        label={t('fields.password')}
        type={visible ? 'text' : 'password'}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        required
        fullWidth
        inputRef={passwordRef}
        error={missing.password}
        helperText={missing.password ? rules('required') : undefined}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  onClick={() => setVisible((shown) => !shown)}
                  aria-label={visible ? t('password.hide') : t('password.show')}
                  aria-pressed={visible}
                  edge="end"
                >
                  {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {t('password.submit')}
      </Button>
    </form>
  );
}

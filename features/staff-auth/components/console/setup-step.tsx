'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { enableSecondFactor } from '../../api/enable-second-factor';
import { setupSecondFactor } from '../../api/setup-second-factor';
import type { SecondFactorSetup } from '../../schemas';

import { apiErrorText, conflict, sessionEnded, sixDigits } from './api-error';
import { CodeField } from './code-field';
import styles from './console-login.module.css';
import { LoginError, shownError, type ShownError } from './login-error';
import { StepHeading } from './step-heading';

type Props = {
  focus: boolean;
  onEnabled: (recoveryCodes: string[]) => void;
  /** The factor is on already (another tab): sign in with a code instead. */
  onAlreadySetUp: () => void;
  onSessionEnded: () => void;
};

/** The key as an app shows it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

// Step 2a: the QR code and key of a new secret, then a code of the app switches it on.
export function SetupStep({ focus, onEnabled, onAlreadySetUp, onSessionEnded }: Props) {
  const t = useTranslations('ConsoleAuth');
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    setupSecondFactor()
      .then((answer) => {
        if (live) setSetup(answer);
      })
      .catch((failure: unknown) => {
        if (!live) return;
        if (sessionEnded(failure)) onSessionEnded();
        else if (conflict(failure)) onAlreadySetUp();
        else setError(shownError(apiErrorText(failure, 'code', t('errors.unknown'))));
      });
    return () => {
      live = false;
    };
    // A retry asks again; the callbacks do not change what is asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = sixDigits(code);
    setInvalid(!digits);
    if (!digits) {
      setError(shownError(t('errors.codeFormat')));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onEnabled(await enableSecondFactor(digits));
    } catch (failure) {
      setBusy(false);
      if (sessionEnded(failure)) return onSessionEnded();
      if (conflict(failure)) return onAlreadySetUp();
      setInvalid(true);
      setCode('');
      setError(shownError(apiErrorText(failure, 'code', t('errors.unknown'))));
    }
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className={styles.form}
      aria-busy={busy || !setup}
    >
      <StepHeading focus={focus}>{t('setup.heading')}</StepHeading>
      <LoginError error={error} />
      {!setup && !error && (
        <p className={styles.loading} role="status">
          <CircularProgress size={20} aria-hidden />
          {t('setup.loading')}
        </p>
      )}
      {!setup && error && (
        <Button variant="outlined" onClick={() => setAttempt((count) => count + 1)}>
          {t('setup.retry')}
        </Button>
      )}
      {setup && (
        <>
          <ol className={styles.steps}>
            <li>
              <p>{t('setup.scan')}</p>
              {/* eslint-disable-next-line @next/next/no-img-element -- a data: image, nothing to optimise */}
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
                alt={t('setup.qrAlt')}
                width={196}
                height={196}
                className={styles.qr}
              />
              <p className={styles.manual}>{t('setup.manual')}</p>
              <p className={styles.key}>
                <span className={styles.keyLabel}>{t('setup.keyLabel')}</span>
                <code dir="ltr" data-testid="totp-key">
                  {grouped(setup.secret)}
                </code>
              </p>
            </li>
            <li>
              <p>{t('setup.codeHint')}</p>
              <CodeField value={code} onChange={setCode} invalid={invalid} inputRef={codeRef} />
            </li>
          </ol>
          <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
            {t('setup.submit')}
          </Button>
        </>
      )}
    </form>
  );
}

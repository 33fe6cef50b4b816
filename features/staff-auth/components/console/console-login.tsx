'use client';

import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { MuiIsland } from '@/components/providers/mui-island';

import { signOut } from '../../api/sign-out';

import styles from './console-login.module.css';
import { PasswordStep } from './password-step';
import { RecoveryStep } from './recovery-step';
import { SetupStep } from './setup-step';
import { VerifyStep } from './verify-step';

export type LoginStep = 'password' | 'setup' | 'verify';

type Props = {
  /** `setup` or `verify` for a staff member signed in with the password only. */
  initialStep: LoginStep;
  /** That staff member's address. */
  email?: string;
  /** Where the sign-in leads: a console address (safeConsoleRedirect), else the dashboard. */
  target: string;
};

type State =
  { step: LoginStep; recoveryCodes?: undefined } | { step: 'recovery'; recoveryCodes: string[] };

// /admin/login (issue 13): the password, then the second factor (set up at the first sign-in).
export function ConsoleLogin({ initialStep, email: signedInEmail, target }: Props) {
  const t = useTranslations('ConsoleAuth');
  const [state, setState] = useState<State>({ step: initialStep });
  const [email, setEmail] = useState(signedInEmail ?? '');
  const [moved, setMoved] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const go = (next: State) => {
    setMoved(true);
    setState(next);
  };
  const finish = () => window.location.assign(target);
  const startOver = async (message: string | null) => {
    await signOut();
    setNotice(message);
    setEmail('');
    go({ step: 'password' });
  };
  const ended = () => void startOver(t('errors.sessionEnded'));

  const { step } = state;
  return (
    <MuiIsland>
      {step === 'password' && (
        <PasswordStep
          focus={moved}
          notice={notice}
          onSignedIn={(next, address) => {
            setEmail(address);
            go({ step: next });
          }}
        />
      )}
      {step === 'setup' && (
        <SetupStep
          focus={moved}
          onEnabled={(codes) => go({ step: 'recovery', recoveryCodes: codes })}
          onAlreadySetUp={() => go({ step: 'verify' })}
          onSessionEnded={ended}
        />
      )}
      {state.step === 'recovery' && (
        <RecoveryStep focus={moved} codes={state.recoveryCodes} email={email} onContinue={finish} />
      )}
      {step === 'verify' && (
        <VerifyStep
          focus={moved}
          onVerified={finish}
          onNotSetUp={() => go({ step: 'setup' })}
          onSessionEnded={ended}
        />
      )}
      {(step === 'setup' || step === 'verify') && (
        <div className={styles.account}>
          {email && (
            <p>
              {t('signedInAs')} <bdi dir="ltr">{email}</bdi>
            </p>
          )}
          <Button variant="text" onClick={() => void startOver(null)}>
            {t('otherAccount')}
          </Button>
        </div>
      )}
    </MuiIsland>
  );
}

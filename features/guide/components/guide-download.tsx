'use client';

import { useEffect, useRef, useState } from 'react';

import { LoginLink } from '@/components/layout/login-link';
import { Icon } from '@/components/ui/icon';
import { FileDownloadOutlinedIcon, ReportProblemOutlinedIcon } from '@/components/ui/icon-shapes';
import { useCurrentUser } from '@/lib/session/current-user';

import { GUIDE_WARNING_MS } from '../constants';
import type { GuideLabels } from '../guide-types';

import styles from './guide-download.module.css';

type Props = {
  file: string;
  labels: Pick<GuideLabels, 'download' | 'downloadHint' | 'loginToDownload' | 'login'>;
};

const BUTTON_CLASS = `button ${styles.button}`;

// part 1 §2.6 and §6: members download the full guide; a visitor gets a 5 s warning with a login link.
export function GuideDownload({ file, labels }: Props) {
  const { data: user } = useCurrentUser();
  const [warning, setWarning] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!file) return null;

  const showWarning = () => {
    setWarning(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setWarning(false), GUIDE_WARNING_MS);
  };
  const content = (
    <>
      <Icon shape={FileDownloadOutlinedIcon} />
      {labels.download}
    </>
  );

  return (
    <div data-testid="guide-download" className={styles.download}>
      {user ? (
        <a href={file} download className={BUTTON_CLASS}>
          {content}
        </a>
      ) : (
        <button type="button" onClick={showWarning} className={BUTTON_CLASS}>
          {content}
        </button>
      )}
      <p className={styles.hint}>{labels.downloadHint}</p>
      {warning && (
        <div role="alert" data-testid="guide-login-warning" className={styles.warning}>
          <Icon shape={ReportProblemOutlinedIcon} size={22} className={styles.warningIcon} />
          <span className={styles.warningText}>{labels.loginToDownload}</span>
          <LoginLink className={styles.login}>{labels.login}</LoginLink>
        </div>
      )}
    </div>
  );
}

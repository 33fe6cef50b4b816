'use client';

import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import styles from './console-login.module.css';
import { StepHeading } from './step-heading';

type Props = { focus: boolean; codes: string[]; email: string; onContinue: () => void };

const FILE_NAME = 'jordan-exports-console-recovery-codes.txt';

// After the set-up: the ten recovery codes, shown this once (copy, download, confirm).
export function RecoveryStep({ focus, codes, email, onContinue }: Props) {
  const t = useTranslations('ConsoleAuth.recovery');
  const [saved, setSaved] = useState(false);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setStatus(t('copied'));
    } catch {
      setStatus(t('copyFailed'));
    }
  };

  const download = () => {
    const text = [t('fileTitle', { email }), t('fileNote'), '', ...codes, ''].join('\r\n');
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className={styles.form}>
      <StepHeading focus={focus}>{t('heading')}</StepHeading>
      <p className={styles.lead}>{t('text')}</p>
      <ul className={styles.codes} aria-label={t('listLabel')} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} dir="ltr">
            {code}
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {t('copy')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {t('download')}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label={t('confirm')}
      />
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={!saved}
        loading={busy}
        onClick={() => {
          setBusy(true);
          onContinue();
        }}
      >
        {t('continue')}
      </Button>
    </div>
  );
}

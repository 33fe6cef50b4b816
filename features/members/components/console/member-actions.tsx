'use client';

import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { ActionButton } from '@/components/console/action-button';
import {
  ChangeStatus,
  ConsoleChanges,
  useConsoleChanges,
} from '@/components/console/console-changes';
import { MuiIsland } from '@/components/providers/mui-island';
import { answerMessage, isStaleVersion } from '@/lib/http/error-text';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import { reinstateMember, setMemberVip, suspendMember } from '../../api/change-member';
import type { MemberState } from '../../schemas';

import styles from './member-actions.module.css';
import { SuspendDialog } from './suspend-dialog';

type Props = { member: MemberState & { name: string } };

/**
 * VIP, suspend and reinstate for one member (issue 13). Each change sends the version the page
 * showed, is announced under the controls, and renders the page again (the status, the badges).
 */
export function MemberActions({ member }: Props) {
  const tModals = useTranslations('Modals');
  return (
    <MuiIsland>
      <ConsoleChanges failed={tModals('error.text')}>
        <Actions member={member} />
      </ConsoleChanges>
    </MuiIsland>
  );
}

function Actions({ member }: Props) {
  const t = useTranslations('MembersAdmin.actions');
  const tModals = useTranslations('Modals');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const changes = useConsoleChanges();
  const [state, setState] = useState<MemberState>(member);
  // A newer rendering of the page (after a change here or elsewhere) brings the member's state.
  if (member.version > state.version) setState(member);
  const [vipPending, setVipPending] = useState<boolean | null>(null);
  const [vipError, setVipError] = useState<string | null>(null);
  const [suspending, setSuspending] = useState(false);
  // The member's name inside the announcements, isolated from the Arabic around it.
  const name = isolate(member.name, locale);
  const errorText = (error: unknown) =>
    t('failed', { message: answerMessage(error) ?? tModals('error.text') });
  const refreshWhenStale = (error: unknown) => {
    if (isStaleVersion(error)) router.refresh();
  };

  const setVip = async (isVip: boolean) => {
    changes.clear();
    setVipError(null);
    setVipPending(isVip);
    try {
      const next = await setMemberVip(member.id, isVip, state.version);
      setState(next);
      changes.changed(t(next.is_vip ? 'vipSet' : 'vipCleared', { name }));
    } catch (error) {
      refreshWhenStale(error);
      setVipError(errorText(error));
    } finally {
      setVipPending(null);
    }
  };
  const suspend = async (reason: string) => {
    try {
      setState(await suspendMember(member.id, reason, state.version));
    } catch (error) {
      refreshWhenStale(error);
      throw error;
    }
    changes.changed(t('suspended', { name }));
  };
  const reinstate = () =>
    changes.confirm({
      title: t('reinstateTitle', { name }),
      text: t('reinstateText'),
      confirmLabel: t('confirmReinstate'),
      run: async () => setState(await reinstateMember(member.id, state.version)),
      done: t('reinstated', { name }),
    });

  const suspended = state.suspended_at !== null;
  return (
    <div className={styles.actions} data-testid="member-actions">
      <ChangeStatus />
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={vipPending ?? state.is_vip}
              disabled={vipPending !== null}
              onChange={(event) => void setVip(event.target.checked)}
            />
          }
          label={t('vip')}
        />
        <p className={styles.help}>{t('vipHelp')}</p>
        {vipError && (
          <p className={styles.error} role="alert">
            {vipError}
          </p>
        )}
      </div>
      <div>
        {suspended ? (
          <ActionButton variant="primary" onClick={reinstate}>
            {t('reinstate')}
          </ActionButton>
        ) : (
          <ActionButton
            danger
            onClick={() => {
              changes.clear();
              setSuspending(true);
            }}
          >
            {t('suspend')}
          </ActionButton>
        )}
        <p className={styles.help}>{suspended ? t('reinstateHelp') : t('suspendHelp')}</p>
      </div>
      <SuspendDialog
        open={suspending}
        name={name}
        onSuspend={suspend}
        errorText={errorText}
        onClose={() => setSuspending(false)}
      />
    </div>
  );
}

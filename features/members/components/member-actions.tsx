'use client';

import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { SnackbarProvider, useSnackbar } from '@/components/feedback/snackbar-provider';
import { MuiIsland } from '@/components/providers/mui-island';
import { QueryIsland } from '@/components/providers/query-island';
import { answerMessage } from '@/lib/http/error-text';

import { reinstateMember, setMemberVip, suspendMember } from '../api/change-member';
import type { MemberState } from '../schemas';

import { ReinstateDialog } from './reinstate-dialog';
import { SuspendDialog } from './suspend-dialog';

type Props = { member: MemberState & { name: string } };

/** VIP, suspend and reinstate for one member; each change ends in a snackbar and a fresh page. */
export function MemberActions(props: Props) {
  return (
    <MuiIsland>
      <QueryIsland>
        <SnackbarProvider>
          <Actions {...props} />
        </SnackbarProvider>
      </QueryIsland>
    </MuiIsland>
  );
}

function Actions({ member }: Props) {
  const t = useTranslations('MembersAdmin.actions');
  const router = useRouter();
  const snackbar = useSnackbar();
  const [state, setState] = useState<MemberState>(member);
  const [dialog, setDialog] = useState<'suspend' | 'reinstate' | null>(null);
  const tModals = useTranslations('Modals');
  const failed = (error: unknown) =>
    snackbar.show(t('failed', { message: answerMessage(error) ?? tModals('error.text') }), {
      severity: 'error',
    });
  const done = (next: MemberState, message: string) => {
    setState(next);
    setDialog(null);
    snackbar.show(message, { severity: 'success' });
    router.refresh();
  };
  const vip = useMutation({
    mutationFn: (isVip: boolean) => setMemberVip(member.id, isVip),
    onSuccess: (next) =>
      done(next, t(next.is_vip ? 'vipSet' : 'vipCleared', { name: member.name })),
    onError: failed,
  });
  const suspend = useMutation({
    mutationFn: (reason: string) => suspendMember(member.id, reason),
    onSuccess: (next) => done(next, t('suspended', { name: member.name })),
    onError: failed,
  });
  const reinstate = useMutation({
    mutationFn: () => reinstateMember(member.id),
    onSuccess: (next) => done(next, t('reinstated', { name: member.name })),
    onError: failed,
  });
  const suspended = state.suspended_at !== null;
  return (
    <Stack spacing={2} data-testid="member-actions">
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={vip.isPending ? vip.variables : state.is_vip}
              disabled={vip.isPending}
              onChange={(event) => vip.mutate(event.target.checked)}
            />
          }
          label={t('vip')}
        />
        <Typography variant="body2" color="text.secondary">
          {t('vipHelp')}
        </Typography>
      </div>
      <div>
        {suspended ? (
          <Button variant="contained" onClick={() => setDialog('reinstate')}>
            {t('reinstate')}
          </Button>
        ) : (
          <Button variant="outlined" color="error" onClick={() => setDialog('suspend')}>
            {t('suspend')}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {suspended ? t('reinstateHelp') : t('suspendHelp')}
        </Typography>
      </div>
      <SuspendDialog
        open={dialog === 'suspend'}
        name={member.name}
        busy={suspend.isPending}
        onConfirm={(reason) => suspend.mutate(reason)}
        onCancel={() => setDialog(null)}
      />
      <ReinstateDialog
        open={dialog === 'reinstate'}
        name={member.name}
        busy={reinstate.isPending}
        onConfirm={() => reinstate.mutate()}
        onCancel={() => setDialog(null)}
      />
    </Stack>
  );
}

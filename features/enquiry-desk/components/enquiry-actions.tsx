'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';

import { MuiIsland } from '@/components/providers/mui-island';
import { useHydrated } from '@/components/ui/use-hydrated';
import { NOTE_MAX, REPLY_MAX, type StaffOwner } from '@/features/enquiries/staff-schemas';

import { moveStatus, saveOwner, sendReply } from '../api/enquiry-actions';

import { useChange, type ChangeState } from './use-change';

type Props = {
  id: number;
  ownerId: number | null;
  owners: readonly StaffOwner[];
  me: number;
  moves: readonly number[];
  memberLocale: 'en' | 'ar';
};

const NONE = '';

function Outcome({ state }: { state: ChangeState }) {
  return (
    <Box role="status" aria-live="polite">
      {state.done && <Alert severity="success">{state.done}</Alert>}
      {state.error && <Alert severity="error">{state.error}</Alert>}
    </Box>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1, p: 2.5 }}
    >
      <Typography id={id} component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>{children}</Box>
    </Box>
  );
}

function OwnerCard({ id, ownerId, owners, me }: Pick<Props, 'id' | 'ownerId' | 'owners' | 'me'>) {
  const t = useTranslations('EnquiryDesk.detail');
  const [owner, setOwner] = useState(ownerId === null ? NONE : String(ownerId));
  const change = useChange(t('failed'));
  const save = (value: string) =>
    change.run(() => saveOwner(id, value === NONE ? null : Number(value)), t('ownerSaved'));
  const canTakeIt = owners.some((staff) => staff.id === me) && ownerId !== me;
  return (
    <Card id="enquiry-owner" title={t('owner')}>
      <Box
        component="form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void save(owner);
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        <TextField
          select
          size="small"
          label={t('owner')}
          value={owner}
          onChange={(event) => setOwner(event.target.value)}
          sx={{ flex: '1 1 12rem' }}
          slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
        >
          <MenuItem value={NONE}>{t('noOwner')}</MenuItem>
          {owners.map((staff) => (
            <MenuItem key={staff.id} value={String(staff.id)}>
              {staff.name}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={change.pending}>
          {t('saveOwner')}
        </Button>
      </Box>
      {canTakeIt && (
        <Button
          variant="contained"
          disabled={change.pending}
          onClick={() => {
            setOwner(String(me));
            void save(String(me));
          }}
          sx={{ justifySelf: 'start' }}
        >
          {t('assignToMe')}
        </Button>
      )}
      <Outcome state={change} />
    </Card>
  );
}

function StatusCard({ id, moves }: Pick<Props, 'id' | 'moves'>) {
  const t = useTranslations('EnquiryDesk.detail');
  const names = useTranslations('Enquiries');
  const [target, setTarget] = useState(NONE);
  const [note, setNote] = useState('');
  const change = useChange(t('failed'));
  if (moves.length === 0) {
    return (
      <Card id="enquiry-move" title={t('move')}>
        <Typography>{t('noMoves')}</Typography>
      </Card>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (target === NONE) return;
    if (await change.run(() => moveStatus(id, Number(target), note), t('moved'))) {
      setTarget(NONE);
      setNote('');
    }
  };
  return (
    <Card id="enquiry-move" title={t('move')}>
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
        <TextField
          select
          size="small"
          required
          label={t('moveTo')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
        >
          {moves.map((code) => (
            <MenuItem key={code} value={String(code)}>
              {names(`status.${code}` as never)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          multiline
          minRows={2}
          label={t('note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={change.pending || target === NONE}
          sx={{ justifySelf: 'start' }}
        >
          {t('moveButton')}
        </Button>
      </Box>
      <Outcome state={change} />
    </Card>
  );
}

function ReplyCard({ id, memberLocale }: Pick<Props, 'id' | 'memberLocale'>) {
  const t = useTranslations('EnquiryDesk');
  const [message, setMessage] = useState('');
  const change = useChange(t('detail.failed'));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    if (await change.run(() => sendReply(id, message), t('detail.replied'))) setMessage('');
  };
  return (
    <Card id="enquiry-reply" title={t('detail.reply')}>
      <Typography sx={{ color: 'text.secondary' }} data-testid="reply-language">
        {t('detail.replyLanguage', { language: t(`languages.${memberLocale}`) })}
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
        <TextField
          multiline
          minRows={4}
          required
          label={t('detail.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: REPLY_MAX, lang: memberLocale, dir: 'auto' },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={change.pending || !message.trim()}
          sx={{ justifySelf: 'start' }}
        >
          {t('detail.send')}
        </Button>
      </Box>
      <Outcome state={change} />
    </Card>
  );
}

/** What staff do with an enquiry: its owner, a status move with a note, a reply to the member. */
export function EnquiryActions(props: Props) {
  // Marks the island interactive once hydrated (the journeys wait for it).
  const ready = useHydrated();
  return (
    <MuiIsland>
      <Box
        sx={{ display: 'grid', gap: 2 }}
        data-testid="enquiry-actions"
        data-ready={ready ? 'true' : 'false'}
      >
        <OwnerCard {...props} />
        <StatusCard id={props.id} moves={props.moves} />
        <ReplyCard id={props.id} memberLocale={props.memberLocale} />
      </Box>
    </MuiIsland>
  );
}

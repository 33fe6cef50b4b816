'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import { ENQUIRY_TYPES } from '@/features/enquiries/enquiry-limits';
import { ENQUIRY_STATUSES } from '@/features/enquiries/enquiry-status';
import { STAFF_QUERY_MAX } from '@/features/enquiries/staff-schemas';
import type { StaffOwner } from '@/features/enquiries/staff-schemas';

import type { DeskQuery } from '../desk-query';

type Props = {
  query: DeskQuery;
  owners: readonly StaffOwner[];
  onChange: (next: DeskQuery) => void;
};

const ANY = '';

/** The grid's filters: type, status, owner (mine, unassigned, anyone), overdue only and text. */
export function DeskFilters({ query, owners, onChange }: Props) {
  const t = useTranslations('EnquiryDesk.filters');
  const names = useTranslations('Enquiries');
  const [text, setText] = useState(query.q ?? '');
  // A text typed but not yet searched for is kept while other filters change.
  const change = (patch: Partial<DeskQuery>) => onChange({ ...query, ...patch, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: text.trim() || undefined });
  };
  const select = (
    name: 'type' | 'status' | 'owner',
    label: string,
    options: [string, string][],
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={query[name] ?? ANY}
      onChange={(event) => change({ [name]: event.target.value || undefined })}
      sx={{ minWidth: 170 }}
      slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
    >
      <MenuItem value={ANY}>{t('any')}</MenuItem>
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('label')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      {select(
        'type',
        t('type'),
        Object.values(ENQUIRY_TYPES).map((code) => [String(code), names(`types.${code}`)]),
      )}
      {select('status', t('status'), [
        ['open', t('open')],
        ...ENQUIRY_STATUSES.map(({ code }): [string, string] => [
          String(code),
          names(`status.${code}`),
        ]),
      ])}
      {select('owner', t('owner'), [
        ['me', t('mine')],
        ['none', t('unassigned')],
        ...owners.map((owner): [string, string] => [String(owner.id), owner.name]),
      ])}
      <FormControlLabel
        control={
          <Checkbox
            checked={query.overdue}
            onChange={(event) => change({ overdue: event.target.checked })}
          />
        }
        label={t('overdue')}
      />
      <TextField
        size="small"
        type="search"
        label={t('q')}
        placeholder={t('qHint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: STAFF_QUERY_MAX } }}
        sx={{ flex: '1 1 16rem', minWidth: 0 }}
      />
      <Button type="submit" variant="contained">
        {t('apply')}
      </Button>
      <Button
        type="button"
        onClick={() => {
          setText('');
          onChange({
            ...query,
            type: undefined,
            status: undefined,
            owner: undefined,
            overdue: false,
            q: undefined,
            page: 1,
          });
        }}
      >
        {t('clear')}
      </Button>
    </Box>
  );
}

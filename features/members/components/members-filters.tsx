'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import { MEMBER_SEARCH_MAX } from '../constants';
import type { MemberListQuery } from '../schemas';

type Choice = '' | 'true' | 'false';
type Props = {
  query: MemberListQuery;
  onSearch: (filters: Pick<MemberListQuery, 'q' | 'vip' | 'suspended' | 'has_company'>) => void;
};

const choiceOf = (value: boolean | undefined): Choice =>
  value === undefined ? '' : value ? 'true' : 'false';
const flagOf = (choice: Choice) => (choice === '' ? undefined : choice === 'true');

/** The members search: text and three filters, sent together (the address keeps them). */
export function MembersFilters({ query, onSearch }: Props) {
  const t = useTranslations('MembersAdmin.list');
  const [q, setQ] = useState(query.q ?? '');
  const [vip, setVip] = useState(choiceOf(query.vip));
  const [suspended, setSuspended] = useState(choiceOf(query.suspended));
  const [company, setCompany] = useState(choiceOf(query.has_company));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q, vip: flagOf(vip), suspended: flagOf(suspended), has_company: flagOf(company) });
  };
  const clear = () => {
    setQ('');
    setVip('');
    setSuspended('');
    setCompany('');
    onSearch({ q: '', vip: undefined, suspended: undefined, has_company: undefined });
  };
  const select = (
    name: string,
    label: string,
    value: Choice,
    set: (value: Choice) => void,
    labels: [string, string],
  ) => (
    <TextField
      select
      size="small"
      name={name}
      label={label}
      value={value}
      onChange={(event) => set(event.target.value as Choice)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 150, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    >
      <option value="">{t('any')}</option>
      <option value="true">{labels[0]}</option>
      <option value="false">{labels[1]}</option>
    </TextField>
  );
  return (
    <form role="search" aria-label={t('filters')} onSubmit={submit}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          type="search"
          size="small"
          name="q"
          label={t('searchLabel')}
          helperText={t('searchHint')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MEMBER_SEARCH_MAX, dir: 'auto' } }}
          sx={{ flex: { xs: '1 1 100%', md: '1 1 18rem' } }}
        />
        {select('vip', t('vip'), vip, setVip, [t('yes'), t('no')])}
        {select('suspended', t('suspended'), suspended, setSuspended, [t('yes'), t('no')])}
        {select('has_company', t('hasCompany'), company, setCompany, [
          t('withCompany'),
          t('withoutCompany'),
        ])}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            {t('search')}
          </Button>
          <Button type="button" variant="text" onClick={clear}>
            {t('clear')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

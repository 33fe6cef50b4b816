'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import type { AuditQuery } from '../schemas';

type Filters = Pick<AuditQuery, 'actor' | 'action' | 'entity_type' | 'entity_id' | 'from' | 'to'>;
type Props = {
  query: AuditQuery;
  actions: string[];
  entityTypes: string[];
  actionLabel: (action: string) => string;
  typeLabel: (type: string) => string;
  onFilter: (filters: Filters) => void;
};

const EMPTY: Required<{ [K in keyof Filters]: string }> = {
  actor: '',
  action: '',
  entity_type: '',
  entity_id: '',
  from: '',
  to: '',
};

/** The audit log's filters: who, what, which record, and the days (Amman) from and to. */
export function AuditFilters({
  query,
  actions,
  entityTypes,
  actionLabel,
  typeLabel,
  onFilter,
}: Props) {
  const t = useTranslations('MembersAdmin.audit.filters');
  const tAudit = useTranslations('MembersAdmin.audit');
  const [values, setValues] = useState({ ...EMPTY, ...withoutUndefined(query) });
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const badRange = Boolean(values.from && values.to && values.from > values.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (badRange) return;
    const filters = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim() || undefined]),
    ) as Filters;
    onFilter(filters);
  };
  const clear = () => {
    setValues(EMPTY);
    onFilter({});
  };
  const field = { size: 'small', slotProps: { inputLabel: { shrink: true } } } as const;
  const wide = { flex: { xs: '1 1 100%', sm: '1 1 14rem' } };
  const narrow = { flex: { xs: '1 1 100%', sm: '0 1 11rem' } };
  const select = (
    key: 'action' | 'entity_type',
    label: string,
    options: string[],
    text: (v: string) => string,
  ) => (
    <TextField
      {...field}
      select
      name={key}
      label={label}
      value={values[key]}
      onChange={set(key)}
      slotProps={{ ...field.slotProps, select: { native: true } }}
      sx={wide}
    >
      <option value="">{t('any')}</option>
      {[...new Set([...options, values[key]].filter(Boolean))].map((option) => (
        <option key={option} value={option}>
          {text(option)}
        </option>
      ))}
    </TextField>
  );
  return (
    <form role="search" aria-label={tAudit('title')} onSubmit={submit}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          {...field}
          name="actor"
          label={t('actor')}
          helperText={t('actorHint')}
          value={values.actor}
          onChange={set('actor')}
          slotProps={{ ...field.slotProps, htmlInput: { dir: 'ltr', maxLength: 200 } }}
          sx={wide}
        />
        {select('action', t('action'), actions, actionLabel)}
        {select('entity_type', t('entityType'), entityTypes, typeLabel)}
        <TextField
          {...field}
          name="entity_id"
          label={t('entityId')}
          value={values.entity_id}
          onChange={set('entity_id')}
          slotProps={{ ...field.slotProps, htmlInput: { dir: 'ltr', maxLength: 100 } }}
          sx={narrow}
        />
        <TextField
          {...field}
          type="date"
          name="from"
          label={t('from')}
          value={values.from}
          onChange={set('from')}
          sx={narrow}
        />
        <TextField
          {...field}
          type="date"
          name="to"
          label={t('to')}
          value={values.to}
          onChange={set('to')}
          error={badRange}
          helperText={badRange ? tAudit('badRange') : undefined}
          sx={narrow}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            {t('apply')}
          </Button>
          <Button type="button" variant="text" onClick={clear}>
            {t('clear')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function withoutUndefined(query: AuditQuery): Partial<Record<keyof Filters, string>> {
  const entries = (Object.keys(EMPTY) as (keyof Filters)[]).flatMap((key) =>
    query[key] ? [[key, query[key]] as const] : [],
  );
  return Object.fromEntries(entries);
}

'use client';

import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';

import { MuiIsland } from '@/components/providers/mui-island';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { memberListSearch } from '../list-urls';
import type { MemberList, MemberListQuery } from '../schemas';

import { MembersFilters } from './members-filters';
import { MembersTable } from './members-table';
import { useListNavigation } from './use-list-navigation';

type Props = { query: MemberListQuery; list: MemberList };

/** The members list: the search and filters, how many were found, and the table. */
export function MembersBrowser({ query, list }: Props) {
  const t = useTranslations('MembersAdmin.list');
  const number = useNumberFormat();
  const { go, pending } = useListNavigation();
  const change = (changes: Partial<MemberListQuery>) =>
    go(memberListSearch({ ...query, ...changes }));
  return (
    <MuiIsland>
      <Stack spacing={2}>
        <MembersFilters
          key={memberListSearch({ ...query, page: 1, sort: undefined, page_size: undefined })}
          query={query}
          onSearch={(filters) => change({ ...filters, page: 1 })}
        />
        <div aria-live="polite" aria-busy={pending}>
          <strong data-testid="members-total">
            {t('total', { count: list.total, shown: number(list.total) })}
          </strong>
          <LinearProgress aria-hidden sx={{ mt: 1, visibility: pending ? 'visible' : 'hidden' }} />
        </div>
        <MembersTable query={query} list={list} onChange={change} />
      </Stack>
    </MuiIsland>
  );
}

'use client';

import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';

import { MuiIsland } from '@/components/providers/mui-island';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { auditSearch } from '../list-urls';
import type { AuditList, AuditQuery } from '../schemas';

import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { useListNavigation } from './use-list-navigation';

type Props = { query: AuditQuery; list: AuditList };

/** The audit log: its filters, how many entries match, and the entries. */
export function AuditBrowser({ query, list }: Props) {
  const t = useTranslations('MembersAdmin.audit');
  const number = useNumberFormat();
  const { go, pending } = useListNavigation();
  const change = (changes: Partial<AuditQuery>) => go(auditSearch({ ...query, ...changes }));
  const actionLabel = (action: string) =>
    t.has(`actions.${action}` as never) ? t(`actions.${action}` as never) : action;
  const typeLabel = (type: string) =>
    t.has(`entityTypes.${type}` as never) ? t(`entityTypes.${type}` as never) : type;
  return (
    <MuiIsland>
      <Stack spacing={2}>
        <AuditFilters
          key={auditSearch({ ...query, page: 1, page_size: undefined })}
          query={query}
          actions={list.actions}
          entityTypes={list.entity_types}
          actionLabel={actionLabel}
          typeLabel={typeLabel}
          onFilter={(filters) =>
            go(auditSearch({ ...filters, page: 1, page_size: query.page_size }))
          }
        />
        <div aria-live="polite" aria-busy={pending}>
          <strong data-testid="audit-total">
            {t('total', { count: list.total, shown: number(list.total) })}
          </strong>
          <LinearProgress aria-hidden sx={{ mt: 1, visibility: pending ? 'visible' : 'hidden' }} />
        </div>
        <AuditTable
          query={query}
          list={list}
          actionLabel={actionLabel}
          typeLabel={typeLabel}
          onChange={change}
        />
      </Stack>
    </MuiIsland>
  );
}

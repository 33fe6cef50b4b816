'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';

import { consolePath } from '@/features/console/console-route';
import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { recordPath } from '../audit-values';
import type { AuditEntry } from '../schemas';

import { AuditChanges } from './audit-changes';

type Props = {
  entry: AuditEntry;
  expanded: boolean;
  onToggle: () => void;
  actionLabel: (action: string) => string;
  typeLabel: (type: string) => string;
};

const SMALL = { display: 'block', color: 'text.secondary', fontSize: '0.8125rem' } as const;
const CODE = {
  ...SMALL,
  direction: 'ltr',
  unicodeBidi: 'isolate',
  textAlign: 'start',
  overflowWrap: 'anywhere',
} as const;

/** A cell's column name, shown in the cell on a phone (where the header row is hidden). */
const CellLabel = ({ children }: { children: string }) => (
  <Box
    component="span"
    sx={{ display: { xs: 'block', md: 'none' }, fontWeight: 700, fontSize: '0.8125rem' }}
  >
    {children}
  </Box>
);

/** One entry: when, who (with their role), what, which record; its before and after below. */
export function AuditRow({ entry, expanded, onToggle, actionLabel, typeLabel }: Props) {
  const t = useTranslations('MembersAdmin.audit');
  const tRoles = useTranslations('Console.roles');
  const locale = useLocale() as Locale;
  const role = tRoles.has(entry.actor_role as never)
    ? tRoles(entry.actor_role as never)
    : entry.actor_role;
  const record = t('record', { type: typeLabel(entry.entity_type), id: entry.entity_id });
  const path = recordPath(entry.action, entry.entity_type, entry.entity_id);
  const panel = `audit-entry-${entry.id}`;
  return (
    <>
      <TableRow
        data-entry={entry.id}
        data-action={entry.action}
        sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}
      >
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <CellLabel>{t('columns.when')}</CellLabel>
          {formatDateTime(entry.created_at, locale)}
        </TableCell>
        <TableCell sx={{ minWidth: { md: 160 } }}>
          <CellLabel>{t('columns.who')}</CellLabel>
          <bdi>{entry.actor_name ?? entry.actor_email}</bdi>
          <Box component="span" sx={SMALL}>
            {role}
          </Box>
          <Box component="span" sx={CODE}>
            {entry.actor_email}
          </Box>
        </TableCell>
        <TableCell sx={{ minWidth: { md: 140 } }}>
          <CellLabel>{t('columns.action')}</CellLabel>
          {actionLabel(entry.action)}
          {actionLabel(entry.action) !== entry.action && (
            <Box component="span" sx={CODE}>
              {entry.action}
            </Box>
          )}
        </TableCell>
        <TableCell sx={{ minWidth: { md: 120 } }}>
          <CellLabel>{t('columns.record')}</CellLabel>
          {path ? (
            <Link component={NextLink} href={consolePath(path, locale)}>
              {record}
            </Link>
          ) : (
            record
          )}
        </TableCell>
        <TableCell>
          <Button
            size="small"
            variant="outlined"
            aria-expanded={expanded}
            aria-controls={panel}
            onClick={onToggle}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('showChanges')}
          </Button>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0, borderBottom: expanded ? undefined : 'none' }}>
          <Collapse in={expanded} unmountOnExit>
            <Box id={panel} sx={{ py: 1.5, overflowX: 'auto' }}>
              <AuditChanges entry={entry} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { ActionButton, RowActions } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';
import { AddRecordButton } from '@/components/console/record-actions';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { deleteLead, moveLead } from '../../api/change-lead';
import type { StaffTradeLead } from '../../staff-schemas';

import { LeadFormDialog } from './lead-form-dialog';

/** "Add lead": the form dialog for a new draft. */
export function AddLeadButton() {
  const t = useTranslations('TradeLeadsAdmin');
  return (
    <AddRecordButton
      label={t('add')}
      dialog={({ close, saved }) => (
        <LeadFormDialog
          lead={null}
          onClose={close}
          onSaved={(name) => saved(t('done.created', { name }))}
        />
      )}
    />
  );
}

/**
 * A row's buttons at the version it shows: Edit (the form dialog), Publish and Delete for a draft,
 * Close for a published lead; each change asked first, then announced.
 */
export function LeadActions({ lead }: { lead: StaffTradeLead }) {
  const t = useTranslations('TradeLeadsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const changes = useConsoleChanges();
  const [editing, setEditing] = useState(false);
  const title = shown === 'ar' ? lead.title_ara : lead.title_eng;
  const name = isolate(title, shown);
  const ask = (verb: 'publish' | 'close' | 'delete', run: () => Promise<void>) =>
    changes.confirm({
      title: t(`confirm.${verb}Title`, { name }),
      text: t(`confirm.${verb}Text`),
      confirmLabel: t(`confirm.${verb}Confirm`),
      danger: verb !== 'publish',
      run,
      done: t(`done.${verb === 'delete' ? 'deleted' : verb === 'close' ? 'closed' : 'published'}`, {
        name,
      }),
    });
  return (
    <RowActions label={title}>
      <ActionButton
        aria-label={t('editLabel', { name: title })}
        onClick={() => {
          changes.clear();
          setEditing(true);
        }}
      >
        {t('edit')}
      </ActionButton>
      {lead.status === 'draft' && (
        <ActionButton
          aria-label={t('publishLabel', { name: title })}
          onClick={() => ask('publish', () => moveLead(lead.id, lead.version, 'publish'))}
        >
          {t('publish')}
        </ActionButton>
      )}
      {lead.status === 'published' && (
        <ActionButton
          danger
          aria-label={t('closeLabel', { name: title })}
          onClick={() => ask('close', () => moveLead(lead.id, lead.version, 'close'))}
        >
          {t('close')}
        </ActionButton>
      )}
      {lead.status === 'draft' && (
        <ActionButton
          danger
          aria-label={t('deleteLabel', { name: title })}
          onClick={() => ask('delete', () => deleteLead(lead.id, lead.version))}
        >
          {t('delete')}
        </ActionButton>
      )}
      {editing && (
        <LeadFormDialog
          lead={lead}
          onClose={() => setEditing(false)}
          onSaved={(changed) => {
            setEditing(false);
            changes.changed(t('done.updated', { name: changed }));
          }}
        />
      )}
    </RowActions>
  );
}

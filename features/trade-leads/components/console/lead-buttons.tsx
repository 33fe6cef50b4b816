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

/** The words of a save: a lead held by screening says it waits for the screening's review. */
const savedKey = (verb: 'created' | 'updated', lead: StaffTradeLead) =>
  lead.held ? (`done.${verb}Held` as const) : (`done.${verb}` as const);

const doneKey = (verb: 'publish' | 'close' | 'delete', held: boolean) => {
  if (verb === 'delete') return 'done.deleted';
  if (verb === 'close') return 'done.closed';
  return held ? 'done.publishedHeld' : 'done.published';
};

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
          announce={(name, lead) => t(savedKey('created', lead), { name })}
          onSaved={saved}
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
  const ask = (verb: 'publish' | 'close' | 'delete', change: () => Promise<{ held?: boolean }>) => {
    // Issue 56: a lead held by screening is published for no one yet; the message says so.
    let held = false;
    changes.confirm({
      title: t(`confirm.${verb}Title`, { name }),
      text: t(verb === 'publish' && lead.held ? 'confirm.publishHeldText' : `confirm.${verb}Text`),
      confirmLabel: t(`confirm.${verb}Confirm`),
      danger: verb !== 'publish',
      run: async () => {
        held = (await change()).held === true;
      },
      done: () => t(doneKey(verb, held), { name }),
    });
  };
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
          onClick={() =>
            ask('delete', async () => {
              await deleteLead(lead.id, lead.version);
              return {};
            })
          }
        >
          {t('delete')}
        </ActionButton>
      )}
      {editing && (
        <LeadFormDialog
          lead={lead}
          onClose={() => setEditing(false)}
          announce={(changed, saved) => t(savedKey('updated', saved), { name: changed })}
          onSaved={(announcement) => {
            setEditing(false);
            changes.changed(announcement);
          }}
        />
      )}
    </RowActions>
  );
}

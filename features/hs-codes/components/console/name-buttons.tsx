'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { ActionButton } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';
import { formatHsCode } from '@/lib/hs/hs-code';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { renameHsCode, renameHsSection } from '../../api/change-hs-names';
import type { StaffHsCode, StaffHsSection } from '../../staff-schemas';

import { ArabicNameDialog } from './arabic-name-dialog';

type NamedRecord = {
  /** The record as people write it (15.09, XV). */
  label: string;
  english: string;
  current: string;
  required: boolean;
  headingName?: string | null;
  save: (name_ar: string) => Promise<void>;
};

/** A row's "Edit": the Arabic name's dialog at the row's version; the change announced once saved. */
function EditNameButton({ record }: { record: NamedRecord }) {
  const t = useTranslations('HsCodesAdmin');
  const locale = useLocale();
  const label = isolate(record.label, isLocale(locale) ? locale : 'en', { latin: true });
  const changes = useConsoleChanges();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton
        aria-label={t('editLabel', { code: label })}
        onClick={() => (changes.clear(), setOpen(true))}
      >
        {t('edit')}
      </ActionButton>
      {open && (
        <ArabicNameDialog
          {...record}
          label={label}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            changes.changed(t('done.renamed', { code: label }));
          }}
        />
      )}
    </>
  );
}

export function EditCodeNameButton({ row }: { row: StaffHsCode }) {
  return (
    <EditNameButton
      record={{
        label: formatHsCode(row.code),
        english: row.name_en,
        current: row.name_ar,
        required: row.level !== 6,
        headingName: row.heading_name_ar,
        save: async (name_ar) => {
          await renameHsCode(row.code, name_ar, row.version);
        },
      }}
    />
  );
}

export function EditSectionNameButton({ section }: { section: StaffHsSection }) {
  return (
    <EditNameButton
      record={{
        label: section.id,
        english: section.name_en,
        current: section.name_ar,
        required: true,
        save: async (name_ar) => {
          await renameHsSection(section.id, name_ar, section.version);
        },
      }}
    />
  );
}

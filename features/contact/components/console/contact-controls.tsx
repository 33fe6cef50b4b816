'use client';

import { useTranslations } from 'next-intl';

import {
  AddRecord,
  type RecordForm,
  RecordControls,
} from '@/components/console/records/record-controls';
import type { FormValues } from '@/components/console/records/record-fields';

import { officeInputSchema, socialLinkInputSchema } from '../../staff-schemas';

export type ContactKind = 'office' | 'social';

/** The office and social link forms (issue 29). */
function useContactForms(): Record<ContactKind, RecordForm> {
  const t = useTranslations('ContactsAdmin.form');
  const shown = { kind: 'switch', name: 'status', label: t('shown'), initial: 1 } as const;
  return {
    office: {
      path: '/staff/offices',
      schema: officeInputSchema,
      fields: [
        { kind: 'image', name: 'image', label: t('image'), hint: t('imageHint') },
        { kind: 'textPair', english: 'name', arabic: 'name_ara', label: t('name'), max: 150 },
        { kind: 'text', name: 'email', label: t('email'), max: 200, required: false, dir: 'ltr' },
        { kind: 'text', name: 'phone', label: t('phone'), max: 40, required: false, dir: 'ltr' },
        {
          kind: 'linkPair',
          english: 'link',
          arabic: 'link_ara',
          label: t('directions'),
          required: false,
          hint: t('linkHint'),
        },
        shown,
      ],
    },
    social: {
      path: '/staff/social-links',
      schema: socialLinkInputSchema,
      fields: [
        { kind: 'image', name: 'image', label: t('icon'), required: true, hint: t('iconHint') },
        { kind: 'text', name: 'name', label: t('socialName'), max: 60, hint: t('socialNameHint') },
        {
          kind: 'linkPair',
          english: 'link',
          arabic: 'link_ara',
          label: t('socialLink'),
          hint: t('linkHint'),
        },
        shown,
      ],
    },
  };
}

export function AddContactRecord({ kind }: { kind: ContactKind }) {
  const t = useTranslations('ContactsAdmin');
  return (
    <AddRecord
      form={useContactForms()[kind]}
      label={t(`${kind}.add`)}
      title={t(`${kind}.addTitle`)}
    />
  );
}

export function ContactRecordControls({
  kind,
  record,
  name,
  place,
}: {
  kind: ContactKind;
  record: FormValues & { id: number; version: number; status: number };
  name: string;
  place: { first: boolean; last: boolean };
}) {
  return (
    <RecordControls form={useContactForms()[kind]} record={record} name={name} place={place} />
  );
}

'use client';

import { useTranslations } from 'next-intl';

import {
  AddRecord,
  type RecordForm,
  RecordControls,
} from '@/components/console/records/record-controls';
import type { FormValues } from '@/components/console/records/record-fields';

import { sponsorInputSchema } from '../../staff-schemas';

/** The sponsor form (issue 29): picture, names, tariff (rich text), PDFs, links, end day, status. */
function useSponsorForm(): RecordForm {
  const t = useTranslations('SponsorsAdmin.form');
  return {
    path: '/staff/sponsors',
    schema: sponsorInputSchema,
    fields: [
      { kind: 'image', name: 'image', label: t('image'), required: true, hint: t('imageHint') },
      {
        kind: 'textPair',
        english: 'DESCRIPTION_ENG',
        arabic: 'DESCRIPTION_ARA',
        label: t('description'),
        max: 300,
      },
      { kind: 'richPair', english: 'TARIFF_ENG', arabic: 'TARIFF_ARA', label: t('tariff') },
      { kind: 'pdf', name: 'TARIFF_FILE', label: t('tariffFile') },
      { kind: 'pdf', name: 'TARIFF_FILE_ARA', label: t('tariffFileAra') },
      {
        kind: 'linkPair',
        english: 'link',
        arabic: 'link_ara',
        label: t('link'),
        required: false,
        hint: t('linkHint'),
      },
      { kind: 'date', name: 'date_end', label: t('dateEnd'), hint: t('dateEndHint') },
      {
        kind: 'textareaPair',
        english: 'meta_description_en',
        arabic: 'meta_description_ar',
        label: t('meta'),
        max: 300,
        required: false,
      },
      { kind: 'switch', name: 'status', label: t('shown'), initial: 1 },
    ],
  };
}

export function AddSponsor() {
  const t = useTranslations('SponsorsAdmin');
  return <AddRecord form={useSponsorForm()} label={t('add')} title={t('addTitle')} />;
}

export function SponsorControls({
  sponsor,
  name,
}: {
  sponsor: FormValues & { id: number; version: number; status: number };
  name: string;
}) {
  return <RecordControls form={useSponsorForm()} record={sponsor} name={name} />;
}

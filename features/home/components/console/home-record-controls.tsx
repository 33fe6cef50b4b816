'use client';

import { useTranslations } from 'next-intl';

import {
  AddRecord,
  EditSingleRecord,
  RecordControls,
} from '@/components/console/records/record-controls';
import type { FormValues } from '@/components/console/records/record-fields';

import { useHomeForms } from './use-home-forms';

// Issue 29: the home content page's client controls, each the generic record control with the
// form of its kind of record.

export type HomeKind = 'slide' | 'tile' | 'partners';
type Stored = FormValues & { id: number; version: number; status: number };

/** "Add slide", "Add tile", "Add partners block". */
export function AddHomeRecord({ kind }: { kind: HomeKind }) {
  const t = useTranslations('HomeContentAdmin');
  const forms = useHomeForms();
  return <AddRecord form={forms[kind]} label={t(`${kind}.add`)} title={t(`${kind}.addTitle`)} />;
}

/** A row's controls; ordered kinds get Up and Down. */
export function HomeRecordControls({
  kind,
  record,
  name,
  place,
}: {
  kind: HomeKind;
  record: Stored;
  name: string;
  place?: { first: boolean; last: boolean };
}) {
  const forms = useHomeForms();
  return <RecordControls form={forms[kind]} record={record} name={name} place={place} />;
}

/** The goals' or the become-a-member block's Edit. */
export function EditHomeBlock({
  kind,
  record,
}: {
  kind: 'goals' | 'member';
  record: FormValues & { id: number; version: number };
}) {
  const t = useTranslations('HomeContentAdmin');
  const forms = useHomeForms();
  return <EditSingleRecord form={forms[kind]} record={record} title={t(`${kind}.editTitle`)} />;
}

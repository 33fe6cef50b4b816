'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';

import { saveOwner } from '../../api/staff-enquiry-changes';
import type { StaffOwner } from '../../staff-schemas';

import { ActionCard } from './action-card';
import styles from './enquiry-actions.module.css';
import { useChange } from './use-change';

export type OwnerCardProps = {
  id: number;
  ownerId: number | null;
  owners: readonly StaffOwner[];
  /** The staff member looking at it: "Assign to me" when they may own it and do not. */
  me: number;
  version: number;
  onChanged: (version: number) => void;
};

const NONE = '';

/** Who owns the enquiry: any officer or administrator, nobody, or the one looking at it. */
export function OwnerCard({ id, ownerId, owners, me, version, onChanged }: OwnerCardProps) {
  const t = useTranslations('EnquiryDesk.detail');
  const field = useId();
  const [owner, setOwner] = useState(ownerId === null ? NONE : String(ownerId));
  const change = useChange(t('failed'));
  const save = async (value: string) => {
    const ownerOf = value === NONE ? null : Number(value);
    const next = await change.run(() => saveOwner(id, ownerOf, version), t('ownerSaved'));
    if (next !== undefined) onChanged(next);
  };
  const canTakeIt = owners.some((staff) => staff.id === me) && ownerId !== me;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(owner);
  };
  return (
    <ActionCard id="enquiry-owner" title={t('owner')} failure={change.failure}>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={field}>{t('owner')}</label>
          <select id={field} value={owner} onChange={(event) => setOwner(event.target.value)}>
            <option value={NONE}>{t('noOwner')}</option>
            {owners.map((staff) => (
              <option key={staff.id} value={String(staff.id)}>
                {staff.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.buttons}>
          <button type="submit" className="button button-outlined" disabled={change.pending}>
            {t('saveOwner')}
          </button>
          {canTakeIt && (
            <button
              type="button"
              className="button button-primary"
              disabled={change.pending}
              onClick={() => {
                setOwner(String(me));
                void save(String(me));
              }}
            >
              {t('assignToMe')}
            </button>
          )}
        </div>
      </form>
    </ActionCard>
  );
}

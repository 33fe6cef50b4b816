'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';

import { useConsoleChanges } from '@/components/console/console-changes';

import { moveStatus } from '../../api/staff-enquiry-changes';
import { NOTE_MAX } from '../../staff-schemas';

import { ActionCard } from './action-card';
import styles from './enquiry-actions.module.css';
import { useChange } from './use-change';

export type StatusMoveCardProps = {
  id: number;
  /** The statuses it may move to now; none once it is closed. */
  moves: readonly number[];
  version: number;
  onChanged: (version: number) => void;
};

const NONE = '';

// Moves that cannot be undone ask first: closed is final, a rejected enquiry can only be closed.
const ASKED: Partial<Record<number, 'closed' | 'rejected'>> = { 60: 'closed', 50: 'rejected' };

/** Moves the enquiry to an allowed status with a staff note; the member is e-mailed. */
export function StatusMoveCard({ id, moves, version, onChanged }: StatusMoveCardProps) {
  const t = useTranslations('EnquiryDesk.detail');
  const names = useTranslations('Enquiries');
  const changes = useConsoleChanges();
  const fields = useId();
  const [target, setTarget] = useState(NONE);
  const [note, setNote] = useState('');
  const change = useChange(t('failed'));
  if (moves.length === 0) {
    return (
      <ActionCard id="enquiry-move" title={t('move')}>
        <p className={styles.hint}>{t('noMoves')}</p>
      </ActionCard>
    );
  }
  const statusName = (code: number) => names(`status.${code}` as never);
  const moved = (next: number) => {
    onChanged(next);
    setTarget(NONE);
    setNote('');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (target === NONE) return;
    const status = Number(target);
    const asked = ASKED[status];
    if (asked) {
      // The shared question; a refusal (a stale version too) stays in it with its reason.
      changes.confirm({
        title: t('confirmMove.title', { id, status: statusName(status) }),
        text: t(`confirmMove.${asked}`),
        confirmLabel: t('moveButton'),
        danger: true,
        done: t('moved'),
        run: async () => moved(await moveStatus(id, status, note, version)),
      });
      return;
    }
    const next = await change.run(() => moveStatus(id, status, note, version), t('moved'));
    if (next !== undefined) moved(next);
  };
  return (
    <ActionCard id="enquiry-move" title={t('move')} failure={change.failure}>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <div className={styles.field}>
          <label htmlFor={`${fields}-status`}>{t('moveTo')}</label>
          <select
            id={`${fields}-status`}
            required
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value={NONE} disabled>
              {t('moveTo')}
            </option>
            {moves.map((code) => (
              <option key={code} value={String(code)}>
                {statusName(code)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${fields}-note`}>{t('note')}</label>
          <textarea
            id={`${fields}-note`}
            rows={2}
            maxLength={NOTE_MAX}
            dir="auto"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <div className={styles.buttons}>
          <button
            type="submit"
            className="button button-primary"
            disabled={change.pending || target === NONE}
          >
            {t('moveButton')}
          </button>
        </div>
      </form>
    </ActionCard>
  );
}

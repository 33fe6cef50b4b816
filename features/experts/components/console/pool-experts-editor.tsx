'use client';

import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { expertName } from '../../expert-labels';

import styles from './experts-console.module.css';

/** An expert a pool may take: its id and names. */
export type ExpertChoice = { id: number; FULL_NAME: string; FULL_NAME_ARA: string };

type Props = {
  experts: ExpertChoice[];
  chosen: number[];
  onChange: (chosen: number[]) => void;
  error?: string;
};

const move = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

// A pool's experts in their order: add one from the list, move one up or down, take one out.
export function PoolExpertsEditor({ experts, chosen, onChange, error }: Props) {
  const t = useTranslations('ExpertsAdmin');
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  const [adding, setAdding] = useState('');
  const byId = new Map(experts.map((expert) => [expert.id, expert]));
  const nameOf = (id: number) => {
    const expert = byId.get(id);
    return expert ? expertName(expert, locale) : `#${id}`;
  };
  const available = experts.filter((expert) => !chosen.includes(expert.id));

  return (
    <fieldset className={styles.poolExperts}>
      <legend>{t('fields.experts')}</legend>
      {chosen.length === 0 ? (
        <p className={styles.muted}>{t('dialog.noExperts')}</p>
      ) : (
        <ol className={styles.ordered}>
          {chosen.map((id, index) => (
            <li key={id}>
              <bdi className={styles.orderedName}>{nameOf(id)}</bdi>
              <IconButton
                size="small"
                aria-label={t('dialog.moveUp', { name: nameOf(id) })}
                disabled={index === 0}
                onClick={() => onChange(move(chosen, index, index - 1))}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('dialog.moveDown', { name: nameOf(id) })}
                disabled={index === chosen.length - 1}
                onClick={() => onChange(move(chosen, index, index + 1))}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('dialog.removeFromPool', { name: nameOf(id) })}
                onClick={() => onChange(chosen.filter((item) => item !== id))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </li>
          ))}
        </ol>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <div className={styles.addRow}>
        <TextField
          select
          size="small"
          label={t('dialog.chooseExpert')}
          value={adding}
          onChange={(event) => setAdding(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" />
          {available.map((expert) => (
            <option key={expert.id} value={String(expert.id)}>
              {expertName(expert, locale)}
            </option>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={adding === ''}
          onClick={() => {
            onChange([...chosen, Number(adding)]);
            setAdding('');
          }}
        >
          {t('dialog.addExpert')}
        </Button>
      </div>
    </fieldset>
  );
}

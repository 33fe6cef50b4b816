'use client';

import { useTranslations } from 'next-intl';

import { DATA_TYPES, type DataType } from '../../constants';
import styles from '../statistics-filters.module.css';

type Props = { value: DataType; onChange: (type: DataType) => void };

/** part 2 "Interactive data": statistics, studies or infographics, as a group of radio buttons. */
export function TypeChooser({ value, onChange }: Props) {
  const t = useTranslations('Statistics');
  return (
    <fieldset className={styles.types} data-testid="data-type">
      <legend className={styles.legend}>{t('typeLegend')}</legend>
      <div className={styles.typeOptions}>
        {DATA_TYPES.map((type) => (
          <label key={type} className={styles.typeOption}>
            <input
              type="radio"
              name="data-type"
              value={type}
              checked={type === value}
              onChange={() => onChange(type)}
            />
            <span>{t(`types.${type}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { Icon } from '@/components/ui/icon';
import { SearchIcon } from '@/components/ui/icon-shapes';

import styles from './statistics-filters.module.css';

type Props = { search: string; clear: string; onClear: () => void };

/** A statistics filter form's buttons: Search submits it, Clear empties it. */
export function FilterActions({ search, clear, onClear }: Props) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.submit}>
        <Icon shape={SearchIcon} size={20} />
        {search}
      </button>
      <button type="button" className={styles.clear} onClick={onClear}>
        {clear}
      </button>
    </div>
  );
}

import { Icon } from '@/components/ui/icon';
import { ArticleOutlinedIcon } from '@/components/ui/icon-shapes';

import styles from './news-empty.module.css';

// part 1 §8: the empty state "No news articles found".
export function NewsEmpty({ text, hint }: { text: string; hint: string }) {
  return (
    <div data-testid="news-empty" className={styles.empty}>
      <Icon shape={ArticleOutlinedIcon} size={48} className={styles.icon} />
      <p className={`h3 ${styles.text}`}>{text}</p>
      <p className={styles.hint}>{hint}</p>
    </div>
  );
}

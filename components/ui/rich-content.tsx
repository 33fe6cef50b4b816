import { sanitizeRichHtml } from '@/lib/html/sanitize';

import styles from './rich-content.module.css';

// Typography for HTML from the content store, sanitised on the server before it is rendered.
export function RichContent({ html }: { html: string }) {
  return (
    <div
      data-testid="rich-content"
      className={styles.rich}
      dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }}
    />
  );
}

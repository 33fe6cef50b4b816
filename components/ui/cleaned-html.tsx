import styles from './rich-content.module.css';

/**
 * HTML that the server has already put through the rendering allowlist (the public API cleans
 * every HTML column it reads, lib/db/rich-html.ts), drawn with RichContent's typography. For client
 * islands, which do not ship the sanitiser; server components use RichContent.
 */
export function CleanedHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-testid="rich-content"
      className={className ? `${styles.rich} ${className}` : styles.rich}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

import { sanitizeRichHtml } from '@/lib/html/sanitize';

const IMG_TAG = /<img\b[^>]*>/g;
const SRC = /\ssrc="([^"]*)"/;

/** The path and query of an image address, so `/a.svg` and `https://portal/a.svg` compare equal. */
function imagePath(src: string): string | null {
  try {
    const url = new URL(src.replace(/&amp;/g, '&'), 'http://portal.invalid');
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * The body without the copies of the lead image an editor pasted into it: the detail shows that
 * image above the body already (issue 11: "a news article shows its image twice"). Sanitised
 * first, so every tag has the one shape the allowlist writes (`src="…"`, `>` escaped in values).
 */
export function withoutLeadImage(html: string, image: string): string {
  const lead = image ? imagePath(image) : null;
  if (!lead) return html;
  return sanitizeRichHtml(html).replace(IMG_TAG, (tag) => {
    const src = SRC.exec(tag)?.[1];
    return src !== undefined && imagePath(src) === lead ? '' : tag;
  });
}

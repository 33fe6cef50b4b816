import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import Image from 'next/image';

// The portal's own drawings (public/images/**.svg): read once, drawn inline.
const OWN_SVG = /^\/images\/[a-z0-9-]+(\/[a-z0-9-]+)*\.svg$/;
const drawings = new Map<string, string | null>();

function ownDrawing(src: string): string | null {
  if (!OWN_SVG.test(src)) return null;
  if (!drawings.has(src)) {
    try {
      drawings.set(src, readFileSync(path.join(process.cwd(), 'public', src), 'utf8'));
    } catch {
      drawings.set(src, null);
    }
  }
  return drawings.get(src) ?? null;
}

type Props = {
  src: string;
  className?: string;
  /** For an image that is not one of the portal's drawings (next/image, filling its box). */
  sizes: string;
  /**
   * `lazy` for artwork rendered ahead of need (the 404 boundary, which every page's payload
   * carries): a plain image fetched only if it shows, instead of the drawing's text or a preload.
   */
  load?: 'first-paint' | 'lazy';
};

/**
 * Decorative banner artwork (no text alternative). The portal's own SVG drawings are written into
 * the HTML, so they paint with the page's first frame instead of after a request and the scripts;
 * any other image (an upload) goes through next/image, fetched first.
 */
export function Artwork({ src, className, sizes, load = 'first-paint' }: Props) {
  if (load === 'lazy') {
    // eslint-disable-next-line @next/next/no-img-element -- next/image would preload it on every page
    return <img className={className} src={src} alt="" loading="lazy" decoding="async" />;
  }
  const drawing = ownDrawing(src);
  if (!drawing) {
    return (
      <Image
        className={className}
        src={src}
        alt=""
        fill
        sizes={sizes}
        priority
        fetchPriority="high"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-artwork={src}
      className={className}
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  );
}

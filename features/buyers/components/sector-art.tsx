import Image from 'next/image';

import { sectorArt } from '@/lib/db/seed/companies/pictograms';

import styles from './sector-tiles.module.css';

/**
 * A sector's picture: its `image` when the agency set one, else the sector's pictogram (the same
 * drawing as the sample pictures) on its colour, so every tile has art without a file.
 */
export function SectorArt({ iid, image }: { iid: number; image: string }) {
  if (image) {
    return (
      <Image
        src={image}
        alt=""
        width={480}
        height={270}
        sizes="(min-width: 1120px) 300px, (min-width: 600px) 45vw, 100vw"
        className={styles.art}
      />
    );
  }
  const [color, pictogram] = sectorArt(iid);
  return (
    <svg
      viewBox="0 0 160 90"
      className={styles.art}
      style={{ background: color }}
      aria-hidden
      focusable="false"
    >
      <circle cx="132" cy="14" r="46" fill="#fff" opacity="0.08" />
      <circle cx="20" cy="92" r="34" fill="#fff" opacity="0.06" />
      <g
        transform="translate(56 22) scale(0.46)"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
        dangerouslySetInnerHTML={{ __html: pictogram }}
      />
    </svg>
  );
}

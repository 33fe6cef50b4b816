import Image from 'next/image';

import { BidiText } from '@/components/ui/bidi-text';
import { Link } from '@/lib/i18n/navigation';

import type { SponsorView } from '../home-types';

import styles from './sponsor-card.module.css';

type Props = { sponsor: SponsorView; label: string; newTabLabel: string };

// part 1 §2.3: each sponsor links to its page in a new tab and carries a "Sponsor" label.
// Plain markup: the server draws the first sponsors, the slider (in the browser) all of them.
export function SponsorCard({ sponsor, label, newTabLabel }: Props) {
  return (
    <div data-testid="sponsor-card" className={styles.card}>
      <Link
        href={`/sponsor/${sponsor.id}`}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.link}
      >
        <span className={styles.logo}>
          {sponsor.image && (
            <Image
              src={sponsor.image}
              alt=""
              fill
              sizes="(max-width: 600px) 90vw, 360px"
              className={styles.image}
            />
          )}
        </span>
        <span className={styles.label}>{label}</span>
        <BidiText className={styles.name}>{sponsor.name}</BidiText>
        <span className="visually-hidden"> ({newTabLabel})</span>
      </Link>
    </div>
  );
}

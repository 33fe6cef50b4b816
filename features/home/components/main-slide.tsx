import Image from 'next/image';

import { Icon } from '@/components/ui/icon';
import { OpenInNewIcon } from '@/components/ui/icon-shapes';

import type { SlideView } from '../home-types';

import buttons from './buttons.module.css';
import styles from './main-slide.module.css';
import { SlideEnquiryButton } from './slide-enquiry-button';

type Props = {
  slide: SlideView;
  /** The reading direction of the texts: the slider's own box is always LTR. */
  dir: 'ltr' | 'rtl';
  /** The first slide: the page's largest paint, fetched first. */
  priority?: boolean;
  newTabLabel: string;
};

// One slide of the main slider (part 1 §2.3): heading, title, description, optional button and
// the artwork. Plain markup, so the server draws the first slide and the slider the others.
export function MainSlide({ slide, dir, priority = false, newTabLabel }: Props) {
  const { button } = slide;
  const cta = `button ${buttons.large} ${buttons.accent} ${styles.cta}`;
  return (
    <div
      dir={dir}
      data-testid="main-slide"
      data-slide-id={slide.id}
      className={`${styles.slide} on-dark`}
    >
      <div className={styles.content}>
        <div className={styles.text}>
          {slide.heading && <p className={styles.heading}>{slide.heading}</p>}
          <h2 className={styles.title}>{slide.title}</h2>
          {slide.description && <p className={styles.description}>{slide.description}</p>}
          {button.kind === 'enquiry-dialog' && (
            <SlideEnquiryButton label={button.label} className={cta} />
          )}
          {button.kind === 'external' && (
            <a className={cta} href={button.href} target="_blank" rel="noopener noreferrer">
              {button.label}
              <span className="visually-hidden"> ({newTabLabel})</span>
              <Icon shape={OpenInNewIcon} size={20} />
            </a>
          )}
        </div>
      </div>
      {slide.image && (
        <div className={styles.artBox}>
          <Image
            className={styles.art}
            src={slide.image}
            alt=""
            width={1600}
            height={600}
            sizes="(min-width: 924px) 60vw, 100vw"
            priority={priority}
            fetchPriority={priority ? 'high' : undefined}
          />
        </div>
      )}
    </div>
  );
}

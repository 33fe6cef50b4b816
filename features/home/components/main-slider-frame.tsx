import type { ReactNode } from 'react';

import styles from './main-slider.module.css';

type Props = {
  label: string;
  roleDescription: string;
  /** Set once the slider runs; the server's static first slide has no movement to report. */
  playing?: boolean;
  children: ReactNode;
};

/** The main slider's landmark, the same on the server's first slide and in the running slider. */
export function MainSliderFrame({ label, roleDescription, playing, children }: Props) {
  return (
    <section
      aria-roledescription={roleDescription}
      aria-label={label}
      data-testid="main-slider"
      data-playing={playing}
      className={`${styles.frame} on-dark`}
    >
      {children}
    </section>
  );
}

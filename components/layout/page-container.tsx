import type { ReactNode } from 'react';

import styles from './page-container.module.css';

type Props = {
  children: ReactNode;
  component?: 'article' | 'div' | 'section';
  /** Vertical padding: `flush` for a block inside a page that has its own. */
  spacing?: 'normal' | 'roomy' | 'flush';
  className?: string;
  'data-testid'?: string;
};

/** The page body below the banner: the portal's content width with its side padding. */
export function PageContainer({
  children,
  component: Element = 'article',
  spacing = 'normal',
  className,
  ...rest
}: Props) {
  const classes = [styles.container, spacing === 'flush' ? '' : styles[spacing], className];
  return (
    <Element {...rest} className={classes.filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}

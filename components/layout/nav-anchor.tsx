import { useTranslations } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';

import { Link } from '@/lib/i18n/navigation';
import { UNDER_CONSTRUCTION_PATH } from '@/lib/navigation/menu-links';

import { externalLinkProps, type NavLink } from './nav-types';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & {
  link: NavLink;
  'data-active'?: boolean;
};

/** A navigation link: external ones open in a new tab, ours go through the locale-aware Link. */
export function NavAnchor({ link, ...props }: Props) {
  const t = useTranslations('Header');
  if (link.external) {
    return (
      <a href={link.href} {...externalLinkProps} {...props}>
        {link.label}
        <span className="visually-hidden"> {t('opensInNewTab')}</span>
      </a>
    );
  }
  // A page not built yet opens the under-construction dialog (components/feedback).
  const dialog = link.href === UNDER_CONSTRUCTION_PATH ? ('dialog' as const) : undefined;
  return (
    <Link href={link.href} aria-haspopup={dialog} {...props}>
      {link.label}
    </Link>
  );
}

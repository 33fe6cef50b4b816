import { useTranslations } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';

import { Link } from '@/lib/i18n/navigation';

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
  return (
    <Link href={link.href} {...props}>
      {link.label}
    </Link>
  );
}

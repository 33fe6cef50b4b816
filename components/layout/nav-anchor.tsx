'use client';

import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { useTranslations } from 'next-intl';

import { Link } from '@/lib/i18n/navigation';

import { externalLinkProps, type NavLink } from './nav-types';

type Props = Omit<MuiLinkProps, 'href' | 'children'> & { link: NavLink; 'data-active'?: boolean };

/** A navigation link: external ones open in a new tab, ours go through the locale-aware Link. */
export function NavAnchor({ link, ...props }: Props) {
  const t = useTranslations('Header');
  if (link.external) {
    return (
      <MuiLink href={link.href} {...externalLinkProps} {...props}>
        {link.label}
        <span className="visually-hidden"> {t('opensInNewTab')}</span>
      </MuiLink>
    );
  }
  return (
    <MuiLink component={Link} href={link.href} {...props}>
      {link.label}
    </MuiLink>
  );
}

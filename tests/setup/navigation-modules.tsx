import type { AnchorHTMLAttributes, FormHTMLAttributes } from 'react';

import { address, currentSearchParams, router } from './navigation';

// The modules component-setup.ts puts in place of Next's navigation, next-intl's and next/form.

/** next-intl's Link and Next's need Next's router; tests get a plain anchor. */
export function MockLink({
  href,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...rest} />;
}

export const navigationHooks = {
  useRouter: () => router,
  usePathname: () => address.pathname,
  useSearchParams: () => currentSearchParams(),
};

/** next/form's Form is a plain form outside Next. */
export function MockForm(props: FormHTMLAttributes<HTMLFormElement>) {
  return <form {...props} />;
}

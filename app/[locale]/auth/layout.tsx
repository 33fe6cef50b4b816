import type { ReactNode } from 'react';

import { PageMessages } from '@/components/i18n/page-messages';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';

// Every authentication page shows its form at load: its texts come with the HTML.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={FORM_NAMESPACES}>{children}</PageMessages>;
}

import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { AuthPage } from '@/features/auth/components/auth-page';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { authScreenMetadata } from '@/features/auth/server/auth-metadata';
import { routing } from '@/lib/i18n/routing';

// Every link is personal: never kept in the page cache.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; hash: string }> };

export const generateMetadata = authScreenMetadata('verify', '/auth/login');

// /auth/verify/{hash} (part 1 §2.8): the link of the verification e-mail.
export default async function VerifyPage({ params }: Props) {
  const { locale, hash } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Auth.verify');
  return (
    <AuthPage title={t('title')}>
      <VerifyEmail hash={hash} />
    </AuthPage>
  );
}

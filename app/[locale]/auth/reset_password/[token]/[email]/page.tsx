import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { AuthPage } from '@/features/auth/components/auth-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { authScreenMetadata } from '@/features/auth/server/auth-metadata';
import { isolate } from '@/lib/i18n/isolate';
import { routing } from '@/lib/i18n/routing';

// Every link is personal: never kept in the page cache.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; token: string; email: string }> };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const generateMetadata = authScreenMetadata('reset', '/auth/forget_password');

// /auth/reset_password/{token}/{email} (part 1 §2.8): the mailed link; the API checks the token.
export default async function ResetPasswordPage({ params }: Props) {
  const { locale, token, email } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const address = decoded(email);
  const t = await getTranslations('Auth.reset');
  return (
    <AuthPage
      title={t('title')}
      intro={t('intro', { email: isolate(address, locale, { latin: true }) })}
    >
      <ResetPasswordForm token={decoded(token)} email={address} />
    </AuthPage>
  );
}

import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { CaptchaBoundary } from '@/components/captcha/captcha-boundary';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { authScreenMetadata } from '@/features/auth/server/auth-metadata';
import { routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = authScreenMetadata('forgot', '/auth/forget_password');

// /auth/forget_password (part 1 §2.8)
export default async function ForgotPasswordPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Auth.forgot');
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <CaptchaBoundary>
        <ForgotPasswordForm />
      </CaptchaBoundary>
    </AuthPage>
  );
}

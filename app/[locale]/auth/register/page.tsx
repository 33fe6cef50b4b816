import { getTranslations } from 'next-intl/server';

import { AuthPage } from '@/features/auth/components/auth-page';
import { RegisterForm } from '@/features/auth/components/register-form';
import { authScreenMetadata } from '@/features/auth/server/auth-metadata';
import { openVisitorScreen, type VisitorScreenProps } from '@/features/auth/server/visitor-screen';

// It reads the visitor's session (a member is sent on), so it is rendered per request.
export const dynamic = 'force-dynamic';

export const generateMetadata = authScreenMetadata('register', '/auth/register');

// /auth/register (part 1 §2.8, §4): a member already has an account and is sent on.
export default async function RegisterPage(props: VisitorScreenProps) {
  await openVisitorScreen(props);
  const t = await getTranslations('Auth.register');
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <RegisterForm variant="page" />
    </AuthPage>
  );
}

import { getTranslations } from 'next-intl/server';

import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';
import { authScreenMetadata } from '@/features/auth/server/auth-metadata';
import { openVisitorScreen, type VisitorScreenProps } from '@/features/auth/server/visitor-screen';

// It reads the visitor's session (a member is sent on), so it is rendered per request.
export const dynamic = 'force-dynamic';

export const generateMetadata = authScreenMetadata('login', '/auth/login');

// /auth/login?redirect=… (part 1 §2.8): a member is sent on at once, a visitor gets the form.
export default async function LoginPage(props: VisitorScreenProps) {
  const back = await openVisitorScreen(props);
  const t = await getTranslations('Auth.login');
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <LoginForm variant="page" redirect={back} />
    </AuthPage>
  );
}

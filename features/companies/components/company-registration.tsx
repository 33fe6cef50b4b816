'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { Notice } from '@/components/ui/notice';
import { useRouter } from '@/lib/i18n/navigation';
import { useCurrentUser } from '@/lib/session/current-user';

import styles from './company-registration.module.css';
import { RegistrationLoginPrompt } from './registration-login-prompt';

function FormLoading() {
  const t = useTranslations('CompanyForm.registration');
  return (
    <p className={styles.loading} aria-busy="true">
      {t('loading')}
    </p>
  );
}

// The form's code loads once a member without a company is known: a visitor, and the cached page's
// first paint, ship none of it.
const CompanyForm = dynamic(
  () => import('./company-form/company-form').then((module) => module.CompanyForm),
  { ssr: false, loading: FormLoading },
);

/**
 * Page 170's island (part 2 "Jordan key trade players registration"): login is required, so a
 * visitor sees the login prompt; a member who already has a company goes to My Company (the server
 * refuses a second one, 409); any other member gets the registration form.
 */
export function CompanyRegistration() {
  const t = useTranslations('CompanyForm.registration');
  const { data: user, isPending } = useCurrentUser();
  const router = useRouter();
  // Registered here: the new company_id must not send the member to My Company before /profile.
  const [registered, setRegistered] = useState(false);
  const hasCompany = Boolean(user?.company_id) && !registered;

  useEffect(() => {
    if (hasCompany) router.replace('/my-company');
  }, [hasCompany, router]);

  if (isPending) return <FormLoading />;
  if (!user) return <RegistrationLoginPrompt />;
  if (hasCompany) {
    return (
      <Notice severity="info" role="status" data-testid="company-already-registered">
        {t('alreadyRegistered')}
      </Notice>
    );
  }
  return <CompanyForm mode="register" onSuccess={() => setRegistered(true)} />;
}

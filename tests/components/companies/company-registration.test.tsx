import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CompanyRegistration } from '@/features/companies/components/company-registration';
import { setCurrentUser } from '@/lib/session/current-user';
import { atPage, router } from '@/tests/setup/navigation';

import { eventually, member, mockHttp, renderCompanyForm } from './company-form-fixtures';

atPage('/pages/170-jordan-key-trade-players');

const replace = router.replace;

describe(
  'CompanyRegistration (part 2 "Jordan key trade players registration")',
  { timeout: 30_000 },
  () => {
    beforeEach(() => replace.mockReset());
    afterEach(() => vi.restoreAllMocks());

    it('shows a visitor the login prompt instead of the form', async () => {
      mockHttp(null);
      renderCompanyForm(<CompanyRegistration />);
      const prompt = await screen.findByTestId('company-login-prompt');
      expect(prompt).toHaveTextContent('Please login to submit the form');
      expect(screen.queryByTestId('company-form-register')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    });

    it('shows the form once the visitor has logged in', async () => {
      mockHttp(null);
      renderCompanyForm(<CompanyRegistration />);
      await screen.findByTestId('company-login-prompt');
      setCurrentUser(member);
      expect(
        await screen.findByTestId('company-form-register', {}, { timeout: 5000 }),
      ).toBeVisible();
      expect(screen.queryByTestId('company-login-prompt')).toBeNull();
    });

    it('gives a member without a company the registration form', async () => {
      mockHttp(member);
      renderCompanyForm(<CompanyRegistration />);
      expect(
        await screen.findByTestId('company-form-register', {}, { timeout: 5000 }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Register the company' })).toBeEnabled();
      expect(replace).not.toHaveBeenCalled();
    });

    it('sends a member who already has a company to My Company', async () => {
      mockHttp({ ...member, company_id: 3 });
      renderCompanyForm(<CompanyRegistration />);
      expect(await screen.findByTestId('company-already-registered')).toBeInTheDocument();
      await eventually(() => expect(replace).toHaveBeenCalledWith('/my-company'));
      expect(screen.queryByTestId('company-form-register')).toBeNull();
    });

    it('reads right to left in Arabic', async () => {
      mockHttp(null);
      renderCompanyForm(<CompanyRegistration />, 'ar');
      expect(await screen.findByTestId('company-login-prompt')).toHaveTextContent(
        'سجّل الدخول لتسجيل شركتك',
      );
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    });
  },
);

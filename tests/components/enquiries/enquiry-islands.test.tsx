import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ModalProvider } from '@/components/feedback/modal-host';
import { SnackbarProvider } from '@/components/feedback/snackbar-provider';
import { InstitutionEnquiryForm } from '@/features/enquiries/components/forms/institution-enquiry-form';
import { ReadinessAssessment } from '@/features/enquiries/components/readiness/readiness-assessment';
import { atPage } from '@/tests/setup/navigation';
import { renderWithProviders } from '@/tests/setup/render';

import { mockReadinessHttp } from '../readiness/readiness-fixtures';

import { choose, member, mockHttp } from './enquiry-test-utils';

atPage('/');

// The theme, the messages, the snackbar and the modals, as a composition's MuiIsland and the layout
// give them; no React Query provider: the forms bring their own.
const renderForm = (ui: ReactElement) =>
  renderWithProviders(
    <SnackbarProvider>
      <ModalProvider>{ui}</ModalProvider>
    </SnackbarProvider>,
  );

describe('the enquiry forms as islands', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('an enquiry form loads its lookup lists with fetch, without a provider around it', async () => {
    const { get, post } = mockHttp({ user: member });
    renderForm(<InstitutionEnquiryForm />);
    await screen.findByTestId('enquiry-account-email', {}, { timeout: 5000 });
    await choose(/Sector/, 'Pharmaceuticals');
    expect(get).toHaveBeenCalledWith('/industries');
    // axios is left for the submission: nothing was posted.
    expect(post).not.toHaveBeenCalled();
  });

  it('the readiness assessment loads its questions without a provider around it', async () => {
    mockReadinessHttp({ user: member });
    renderForm(<ReadinessAssessment />);
    expect(await screen.findByRole('radiogroup', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { OtherEnquiriesForm } from '@/features/enquiries/components/forms/other-enquiries-form';
import { IDEMPOTENCY_HEADER } from '@/features/enquiries/schemas';
import { http } from '@/lib/http/client';
import { atPage } from '@/tests/setup/navigation';

import { answer, failure, makeUser, renderAccount } from '../account/account-fixtures';

atPage('/contact-us');

// The login modal's form navigates with Next's router.

let post: MockInstance<typeof http.post>;

const type = (name: RegExp | string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

const missingLabels = async () => {
  const modal = await screen.findByRole('dialog');
  return within(within(modal).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

describe('OtherEnquiriesForm (contact page, enquiry type 7)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      if (url === '/user') return answer(makeUser());
      throw failure(404);
    });
    post = vi.spyOn(http, 'post').mockResolvedValue(answer({ id: 311 }, 201));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the missing labels, an unticked agreement included', async () => {
    renderAccount(<OtherEnquiriesForm />);
    await screen.findByTestId('enquiry-account-email');
    type(/Subject/, 'Opening hours');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Failed to send' })).toBeInTheDocument();
    expect(await missingLabels()).toEqual([
      'Full name',
      'Phone number',
      'Description of your enquiry',
      'Terms and conditions',
    ]);
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the enquiry and shows the request number', async () => {
    renderAccount(<OtherEnquiriesForm />);
    await screen.findByTestId('enquiry-account-email');
    type(/Full name/, 'Omar Saleh');
    type(/Phone number/, '06 500-0000');
    type(/Subject/, ' Opening hours ');
    type(/Description of your enquiry/, 'Is the Aqaba office open on Saturdays?');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body, config] = post.mock.calls[0]!;
    expect(url).toBe('/all-enquiries');
    expect(body).toEqual({
      submitData: {
        enq_type: 7,
        name: 'Omar Saleh',
        phone: '065000000',
        subject: 'Opening hours',
        description: 'Is the Aqaba office open on Saturdays?',
        agreements: true,
      },
      recaptchaToken: undefined,
      website: undefined,
    });
    expect(config?.headers?.[IDEMPOTENCY_HEADER]).toEqual(expect.any(String));
    expect(await screen.findByText('Your request number is 311')).toBeInTheDocument();
  });

  it('reads right to left in Arabic and names the missing fields in Arabic', async () => {
    renderAccount(<OtherEnquiriesForm />, 'ar');
    await screen.findByTestId('enquiry-account-email');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const phone = screen.getByRole('textbox', { name: /رقم الهاتف/ });
    expect(phone).toHaveAttribute('dir', 'ltr');
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByRole('dialog', { name: 'تعذّر الإرسال' })).toBeInTheDocument();
    expect(await missingLabels()).toEqual([
      'الاسم الكامل',
      'رقم الهاتف',
      'الموضوع',
      'وصف الاستفسار',
      'الشروط والأحكام',
    ]);
  });
  it('opens with the HS finder’s question in its subject and description (issue 55)', async () => {
    window.history.replaceState(null, '', '/pages/190?hs_q=frozen+okra&hs_codes=0710,071080');
    try {
      renderAccount(<OtherEnquiriesForm />);
      await screen.findByTestId('enquiry-account-email');
      expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue(
        'HS code for: frozen okra',
      );
      const description = screen.getByRole('textbox', { name: /Description of your enquiry/ });
      expect((description as HTMLTextAreaElement).value).toContain('0710, 071080');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('opens empty for an address the finder could not have written', async () => {
    window.history.replaceState(null, '', '/pages/190?hs_q=okra&hs_codes=DROP+TABLE');
    try {
      renderAccount(<OtherEnquiriesForm />);
      await screen.findByTestId('enquiry-account-email');
      expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

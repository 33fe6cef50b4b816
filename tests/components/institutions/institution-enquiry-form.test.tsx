import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { InstitutionEnquiryForm } from '@/features/enquiries/components/forms/institution-enquiry-form';
import { DRAFT_KEYS } from '@/features/enquiries/draft-store';
import { IDEMPOTENCY_HEADER } from '@/features/enquiries/schemas';
import { http } from '@/lib/http/client';
import { atPage } from '@/tests/setup/navigation';

import { answer, failure, makeUser, renderAccount } from '../account/account-fixtures';
import { choose } from '../enquiries/enquiry-test-utils';

atPage('/pages/150-export-trade-support-institutions');

// The login modal's form navigates with Next's router.

const INDUSTRIES = [
  {
    iid: 4,
    name_eng: 'Food industries',
    name_ara: 'الصناعات الغذائية',
    image: '',
    kind: 'products',
  },
  {
    iid: 9,
    name_eng: 'Chemical industries',
    name_ara: 'الصناعات الكيماوية',
    image: '',
    kind: 'products',
  },
];

let post: MockInstance<typeof http.post>;

function serve(user: ReturnType<typeof makeUser> | null) {
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/user') {
      if (user) return answer(user);
      throw failure(401);
    }
    if (url === '/industries') return answer(INDUSTRIES);
    throw failure(404);
  });
  post = vi.spyOn(http, 'post').mockResolvedValue(answer({ id: 42 }, 201));
}

const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('InstitutionEnquiryForm (page 150, enquiry type 6)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    serve(makeUser());
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the label of every missing field when sent empty', async () => {
    renderAccount(<InstitutionEnquiryForm />);
    await screen.findByTestId('enquiry-account-email');
    send();
    const modal = await screen.findByRole('dialog', { name: 'Failed to send' });
    const list = within(modal).getByRole('list', { name: 'Required fields' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Full name',
      'Job title',
      'Company name',
      'Phone number',
      'Sector',
      'Description of your enquiry',
      'Terms and conditions',
    ]);
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the enquiry and shows the request number', async () => {
    renderAccount(<InstitutionEnquiryForm />);
    await screen.findByTestId('enquiry-account-email');
    type(/Full name/, '  Lina Haddad ');
    type(/Job title/, 'Export manager');
    type(/Company name/, 'Dead Sea Foods');
    type(/Phone number/, '+962 79-123 4567');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue('962791234567');
    await choose(/Sector/, 'Food industries');
    type(/Description of your enquiry/, 'Which institution supports exporters of dates?');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    send();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body, config] = post.mock.calls[0]!;
    expect(url).toBe('/all-enquiries');
    expect(body).toEqual({
      submitData: {
        enq_type: 6,
        name: 'Lina Haddad',
        job_title: 'Export manager',
        company: 'Dead Sea Foods',
        phone: '962791234567',
        industry: 4,
        description: 'Which institution supports exporters of dates?',
        agreements: true,
      },
      recaptchaToken: undefined,
      website: undefined,
    });
    expect(config?.headers?.[IDEMPOTENCY_HEADER]).toEqual(expect.any(String));
    expect(await screen.findByText('Your request number is 42')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/, hidden: true })).toHaveValue('');
  });

  it('asks a visitor to log in and keeps what they typed', async () => {
    serve(null);
    renderAccount(<InstitutionEnquiryForm />);
    await screen.findByTestId('enquiry-login-note');
    type(/Company name/, 'Dead Sea Foods');
    send();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(DRAFT_KEYS.institution)).toContain('Dead Sea Foods');
  });
});

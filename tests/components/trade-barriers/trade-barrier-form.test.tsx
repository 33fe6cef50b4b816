import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TradeBarrierForm } from '@/features/enquiries/components/forms/trade-barrier-form';
import { DRAFT_KEYS } from '@/features/enquiries/draft-store';
import { http } from '@/lib/http/client';
import type { User } from '@/lib/session/user';
import { atPage } from '@/tests/setup/navigation';

import {
  answer,
  apiError,
  choose,
  eventually,
  member,
  renderEnquiryForm,
  textbox,
} from '../enquiries/enquiry-test-utils';

atPage('/reporting-trade-barriers');

// The lookups the report reads, as the API answers them (features/lookups/schemas.ts).
const LOOKUPS: Record<string, unknown[]> = {
  '/countries': [
    { id: 110, name_eng: 'Jordan', name_ara: 'الأردن', code_3: 'JOR' },
    { id: 65, name_eng: 'Germany', name_ara: 'ألمانيا', code_3: 'DEU' },
  ],
  '/industries': [
    {
      iid: 3,
      name_eng: 'Food and beverages',
      name_ara: 'الأغذية والمشروبات',
      image: '',
      kind: 'products',
    },
  ],
  '/positions': [
    {
      id: 4,
      name: 'Export manager',
      name_translations: { en: 'Export manager', ar: 'مدير التصدير' },
    },
  ],
  '/type_of_barriers': [{ id: 2, name_eng: 'Customs procedures', name_ara: 'الإجراءات الجمركية' }],
};

function mockHttp(user: User | null) {
  vi.spyOn(http, 'get').mockImplementation((async (url: string) => {
    if (url === '/user') {
      if (!user) throw apiError(401, { message: 'Unauthenticated.' });
      return answer(user);
    }
    const rows = LOOKUPS[url];
    if (rows) return answer(rows);
    throw new Error(`unexpected GET ${url}`);
  }) as typeof http.get);
  return vi.spyOn(http, 'post').mockResolvedValue(answer({ id: 58 }));
}

const send = (name = 'Send') => fireEvent.click(screen.getByRole('button', { name }));

async function fillAll() {
  fireEvent.change(textbox(/Company name/), { target: { value: ' Petra Foods  ' } });
  fireEvent.blur(textbox(/Company name/));
  await choose(/Country where the barrier was met/, 'Germany');
  await choose(/Sector/, 'Food and beverages');
  fireEvent.change(textbox(/Full name/), { target: { value: 'Rana Haddad' } });
  await choose(/Position/, 'Export manager');
  fireEvent.change(textbox(/City phone/), { target: { value: '06 5 123-456' } });
  fireEvent.change(textbox(/Mobile number/), { target: { value: '+962 79 123 4567' } });
  await choose(/Type of barrier/, 'Customs procedures');
  fireEvent.change(textbox(/Description/), { target: { value: 'Shipment held at the border.' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
}

const SENT = {
  enq_type: 5,
  company: 'Petra Foods',
  country: 65,
  industry: 3,
  name: 'Rana Haddad',
  positions: 4,
  phone: '065123456',
  phone2: '962791234567',
  barriers: 2,
  description: 'Shipment held at the border.',
  agreements: true,
};

describe('TradeBarrierForm (part 2 "Reporting trade barriers", §3–§5)', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lists every missing label and keeps what was typed when validation fails', async () => {
    const post = mockHttp(member);
    renderEnquiryForm(<TradeBarrierForm />);
    await screen.findByTestId('enquiry-account-email');
    fireEvent.change(textbox(/Company name/), { target: { value: 'Petra Foods' } });
    fireEvent.change(textbox(/Contact e-mail/), { target: { value: 'not-an-address' } });
    send();

    const dialog = await screen.findByRole('dialog', { name: 'Failed to send' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Country where the barrier was met',
      'Sector',
      'Full name',
      'Position',
      'City phone',
      'Mobile number',
      'Type of barrier',
      'Description of your enquiry',
      'Contact e-mail (optional)',
      'Terms and conditions',
    ]);
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEYS.tradeBarrier) ?? '{}');
    expect(saved.values).toMatchObject({ company: 'Petra Foods', contact_email: 'not-an-address' });
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the report with digits-only phones and without an empty contact e-mail', async () => {
    const post = mockHttp(member);
    renderEnquiryForm(<TradeBarrierForm />);
    await screen.findByTestId('enquiry-account-email');
    await fillAll();
    expect(textbox(/City phone/)).toHaveValue('065123456');
    send();

    await eventually(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe('/all-enquiries');
    expect((body as { submitData: unknown }).submitData).toEqual(SENT);
    expect(await screen.findByRole('dialog', { name: 'Sent successfully' })).toHaveTextContent(
      '58',
    );
    expect(screen.getByRole('textbox', { name: /Company name/, hidden: true })).toHaveValue('');
    expect(localStorage.getItem(DRAFT_KEYS.tradeBarrier)).toBeNull();
  });

  it('sends a contact e-mail when one is given', async () => {
    const post = mockHttp(member);
    renderEnquiryForm(<TradeBarrierForm />);
    await screen.findByTestId('enquiry-account-email');
    await fillAll();
    fireEvent.change(textbox(/Contact e-mail/), { target: { value: ' trade@petra.jo ' } });
    send();
    await eventually(() => expect(post).toHaveBeenCalledTimes(1));
    const { submitData } = post.mock.calls[0]![1] as { submitData: Record<string, unknown> };
    expect(submitData).toEqual({ ...SENT, contact_email: 'trade@petra.jo' });
  });

  it('opens the login modal for a visitor and keeps the report', async () => {
    const post = mockHttp(null);
    renderEnquiryForm(<TradeBarrierForm />);
    expect(await screen.findByText('Please login to submit the form')).toBeInTheDocument();
    fireEvent.change(textbox(/Description/), { target: { value: 'Fees not in the agreement.' } });
    send();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEYS.tradeBarrier) ?? '{}');
    expect(saved.values).toMatchObject({ description: 'Fees not in the agreement.' });
    expect(post).not.toHaveBeenCalled();
  });

  it('names the fields and the lookups in Arabic', async () => {
    mockHttp(member);
    renderEnquiryForm(<TradeBarrierForm />, 'ar');
    await screen.findByTestId('enquiry-account-email');
    await choose(/نوع العائق/, 'الإجراءات الجمركية');
    send('إرسال');
    const dialog = await screen.findByRole('dialog', { name: 'تعذّر الإرسال' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toContain('الدولة التي واجهت فيها العائق');
    expect(items).toContain('الهاتف الأرضي');
    expect(items).not.toContain('نوع العائق');
    expect(screen.getByRole('textbox', { name: /الهاتف الأرضي/, hidden: true })).toHaveAttribute(
      'dir',
      'ltr',
    );
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FormTextField } from '@/components/forms/form-text-field';
import { makeLabelOf } from '@/components/forms/use-label-of';
import { EnquiryFormCard } from '@/features/enquiries/components/enquiry-form-card';
import { AccountEmail } from '@/features/enquiries/components/fields/account-email';
import { EnquirySubmitButton } from '@/features/enquiries/components/fields/enquiry-submit-button';
import { LookupSelect } from '@/features/enquiries/components/fields/lookup-select';
import { digitsOnly, PhoneField } from '@/features/enquiries/components/fields/phone-field';
import { atPage } from '@/tests/setup/navigation';

import {
  choose,
  eventually,
  member,
  mockHttp,
  renderEnquiryForm,
  textbox,
} from './enquiry-test-utils';

atPage('/');

type Values = { name: string; phone: string; industry: number | '' };

/** The form's values as the harness renders them. */
const latest = (): Values => JSON.parse(screen.getByTestId('values').textContent ?? '{}');

function Harness() {
  const { control } = useForm<Values>({
    defaultValues: { name: '', phone: '', industry: '' },
  });
  const values = useWatch({ control });
  return (
    <>
      <output data-testid="values">{JSON.stringify(values)}</output>
      <FormTextField control={control} name="name" label="Full name" maxLength={20} trim />
      <PhoneField control={control} name="phone" label="Phone number" />
      <LookupSelect control={control} name="industry" label="Sector" kind="industries" />
    </>
  );
}

describe('the enquiry form kit', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('digitsOnly keeps digits, including those of an Arabic keyboard', () => {
    expect(digitsOnly('+962 (79) 123-4567')).toBe('962791234567');
    expect(digitsOnly('٠٧٩ ۱۲۳')).toBe('079123');
    expect(digitsOnly('abc')).toBe('');
  });

  it('PhoneField strips non-digits as the user types and reads left to right', async () => {
    mockHttp({ user: member });
    renderEnquiryForm(<Harness />);
    const phone = textbox(/Phone number/);
    fireEvent.change(phone, { target: { value: '+962 79-12a3' } });
    expect(phone).toHaveValue('96279123');
    expect(latest().phone).toBe('96279123');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveAccessibleDescription('Digits only');
  });

  it('the enquiry text field trims when left and limits the length', () => {
    mockHttp({ user: member });
    renderEnquiryForm(<Harness />);
    const name = textbox(/Full name/);
    fireEvent.change(name, { target: { value: '  Rana  ' } });
    fireEvent.blur(name);
    expect(name).toHaveValue('Rana');
    expect(latest().name).toBe('Rana');
    expect(name).toHaveAttribute('maxlength', '20');
    expect(name).toBeRequired();
  });

  it('LookupSelect keeps the numeric id of the chosen entry', async () => {
    mockHttp({ user: member });
    renderEnquiryForm(<Harness />);
    await choose(/Sector/, 'Pharmaceuticals');
    expect(latest().industry).toBe(7);
  });

  it('AccountEmail shows the account’s address, or asks a visitor to log in', async () => {
    mockHttp({ user: member });
    const view = renderEnquiryForm(<AccountEmail />);
    const note = await screen.findByTestId('enquiry-account-email');
    expect(note).toHaveTextContent(
      'Replies go to the e-mail address of your account: rana@example.jo',
    );
    // The address is isolated, left to right, in the sentence (BidiText).
    expect(within(note).getByText('rana@example.jo')).toHaveAttribute('dir', 'ltr');
    view.unmount();
    vi.restoreAllMocks();
    mockHttp({ user: null });
    renderEnquiryForm(<AccountEmail />);
    expect(await screen.findByTestId('enquiry-login-note')).toHaveTextContent(
      'Please login to submit the form',
    );
  });

  it('EnquirySubmitButton is disabled and says so while sending', () => {
    const view = renderEnquiryForm(<EnquirySubmitButton submitting={false} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    view.rerender(<EnquirySubmitButton submitting />);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it('makeLabelOf maps fields to EnquiryForm.fields, with aliases', () => {
    const t = Object.assign((key: string) => `[${key}]`, {
      has: (key: string) => key !== 'fields.unknown',
    });
    const labelOf = makeLabelOf(t, { phone: 'city_phone' });
    expect(labelOf('name')).toBe('[fields.name]');
    expect(labelOf('phone')).toBe('[fields.city_phone]');
    expect(labelOf('unknown')).toBe('unknown');
  });

  it('EnquiryFormCard shows the enquiry page’s title and subtitle in the page’s language', async () => {
    const page = {
      title_eng: 'Matchmaking and Buyers Enquiry',
      title_ara: 'استفسار التوفيق والمشترين',
      subtitle_eng: 'Tell us about the partners you are looking for.',
      subtitle_ara: '',
      image: '/images/banners/buyers.svg',
    };
    renderEnquiryForm(
      <EnquiryFormCard page={page} locale="ar">
        <p>form</p>
      </EnquiryFormCard>,
      'ar',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'استفسار التوفيق والمشترين',
    );
    // An empty Arabic subtitle falls back to English.
    expect(screen.getByText('Tell us about the partners you are looking for.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'استفسار التوفيق والمشترين' })).toHaveTextContent(
      'form',
    );
    await eventually(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });
});

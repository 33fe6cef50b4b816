import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ContactExporter } from '@/features/buyer-messages/components/contact-exporter';
import { contactDialog } from '@/features/buyer-messages/components/contact-exporter-button';
import { atPage } from '@/tests/setup/navigation';

import { renderAccount } from '../account/account-fixtures';
import { answer, apiError, member, mockHttp } from '../enquiries/enquiry-test-utils';

atPage('/buyers/7');

beforeAll(async () => {
  await contactDialog.preload();
}, 30_000);
afterEach(() => vi.restoreAllMocks());

const open = async (name = 'Contact the exporter') => {
  fireEvent.click(await screen.findByRole('button', { name }));
};

const dialogNamed = (name: string | RegExp) => screen.findByRole('dialog', { name });

const type = (dialog: HTMLElement, name: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });

async function fill(dialog: HTMLElement) {
  type(dialog, /Subject/, 'Olive oil for Hamburg');
  type(dialog, /^Message/, 'We import 2 containers a month.');
  type(dialog, /Quantity/, '2 containers');
  const country = within(dialog).getByRole('combobox', { name: /Destination country/ });
  await waitFor(() =>
    expect(within(country).getByRole('option', { name: 'Germany' })).toBeTruthy(),
  );
  fireEvent.change(country, { target: { value: '65' } });
}

describe('ContactExporter', { timeout: 20_000 }, () => {
  it('shows a visitor the login dialog, not the form', async () => {
    const { post } = mockHttp({ user: null });
    renderAccount(<ContactExporter companyId={7} companyName="Zaytouna" />);
    expect(screen.getByRole('heading', { name: 'Contact the exporter' })).toBeInTheDocument();
    await open();
    expect(await dialogNamed('Log in')).toBeInTheDocument();
    expect(screen.queryByTestId('contact-exporter-form')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('checks the fields, sends the message about an item and tells the member it went', async () => {
    const { post } = mockHttp({ user: member });
    post.mockResolvedValue(answer({ id: 41 }, 201));
    renderAccount(
      <ContactExporter companyId={7} companyName="Zaytouna" item={{ type: 'products', id: 12 }} />,
    );
    await open();
    const dialog = await dialogNamed('Message to Zaytouna');
    expect(within(dialog).getByText('About one of this company’s products.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the message' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required.')).toHaveLength(3));
    expect(post).not.toHaveBeenCalled();
    await fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the message' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0]).toBe('/buyer-messages');
    expect(post.mock.calls[0]![1]).toEqual({
      company_id: 7,
      item_type: 'products',
      item_id: 12,
      subject: 'Olive oil for Hamburg',
      message: 'We import 2 containers a month.',
      quantity: '2 containers',
      destination_country: 65,
    });
    expect(
      await screen.findByText('Your message has been sent. You will receive a copy by e-mail.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Message to/ })).toBeNull());
  });

  it('keeps what was typed when sending fails, and shows the server’s reason', async () => {
    const { post } = mockHttp({ user: member });
    post.mockRejectedValueOnce(
      apiError(429, { message: 'Please try again in 12 minutes.', errors: {} }),
    );
    post.mockRejectedValueOnce(
      apiError(422, { message: 'Invalid', errors: { subject: ['Max 150 characters'] } }),
    );
    renderAccount(<ContactExporter companyId={7} companyName="Zaytouna" />);
    await open();
    const dialog = await dialogNamed('Message to Zaytouna');
    await fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please try again in 12 minutes.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveValue(
      'Olive oil for Hamburg',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the message' }));
    expect(await within(dialog).findByText('Max 150 characters')).toBeInTheDocument();
    // Closed and opened again: nothing typed is lost.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await open();
    const again = await dialogNamed('Message to Zaytouna');
    expect(within(again).getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'We import 2 containers a month.',
    );
  });

  it('reads right to left in Arabic', async () => {
    mockHttp({ user: member });
    renderAccount(<ContactExporter companyId={7} companyName="زيتونة" />, 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await open('تواصل مع المصدّر');
    const dialog = await dialogNamed('رسالة إلى زيتونة');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await within(dialog).findAllByText('مطلوب.')).not.toHaveLength(0);
  });
});

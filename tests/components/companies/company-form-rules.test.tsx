import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CompanyForm } from '@/features/companies/components/company-form/company-form';
import { atPage } from '@/tests/setup/navigation';

import {
  choose,
  chooseCountry,
  chooseFile,
  eventually,
  mockHttp,
  pdf,
  renderCompanyForm,
  send,
  textbox,
} from './company-form-fixtures';

atPage('/pages/170-jordan-key-trade-players');

const select = (name: RegExp) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const rows = () => screen.getAllByTestId('certificate-row');
const button = (name: string | RegExp) => screen.queryByRole('button', { name });

/** Sends the form, then closes the required-fields modal it opens. */
async function sendAndClose() {
  send();
  const dialog = await screen.findByRole('dialog', { name: 'Failed to send' });
  const items = within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
  return items;
}

describe('CompanyForm rules (part 2 §4, part 3 "Company edit")', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('local (1) requires a governorate and disables and clears the country; 2 the reverse', async () => {
    mockHttp();
    renderCompanyForm(<CompanyForm mode="register" />);
    // Before a type is chosen, neither applies.
    expect(select(/^Governorate/)).toBeDisabled();
    expect(select(/^Country/)).toBeDisabled();

    await choose(/^Location type/, 'International (outside Jordan)');
    expect(select(/^Governorate/)).toBeDisabled();
    expect(select(/^Country/)).toBeEnabled();
    expect(select(/^Country/)).toBeRequired();
    let missing = await sendAndClose();
    expect(missing).toContain('Country');
    expect(missing).not.toContain('Governorate');
    await choose(/^Country/, 'Germany');

    await choose(/^Location type/, 'Local (in Jordan)');
    expect(select(/^Country/)).toBeDisabled();
    expect(select(/^Country/)).toHaveValue('');
    expect(select(/^Governorate/)).toBeEnabled();
    expect(select(/^Governorate/)).toBeRequired();
    missing = await sendAndClose();
    expect(missing).toContain('Governorate');
    expect(missing).not.toContain('Country');
    await choose(/^Governorate/, 'Amman');

    await choose(/^Location type/, 'International (outside Jordan)');
    expect(select(/^Governorate/)).toBeDisabled();
    expect(select(/^Governorate/)).toHaveValue('');
    expect(select(/^Country/)).toHaveValue('');
  });

  it('keeps at least one certificate row: remove only with two or more, add only on the last', () => {
    mockHttp();
    renderCompanyForm(<CompanyForm mode="register" />);
    expect(rows()).toHaveLength(1);
    expect(button(/^Remove certificate/)).toBeNull();
    expect(within(rows()[0]!).getByRole('button', { name: 'Add a certificate' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Add a certificate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a certificate' }));
    expect(rows()).toHaveLength(3);
    // The add button only on the last row, a remove button on every row.
    expect(screen.getAllByRole('button', { name: 'Add a certificate' })).toHaveLength(1);
    expect(within(rows()[2]!).getByRole('button', { name: 'Add a certificate' })).toBeVisible();
    for (const [index, row] of rows().entries()) {
      expect(
        within(row).getByRole('button', { name: `Remove certificate ${index + 1}` }),
      ).toBeVisible();
    }

    fireEvent.change(textbox(/^Certificate 2 name/), { target: { value: 'HACCP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove certificate 1' }));
    expect(rows()).toHaveLength(2);
    expect(textbox(/^Certificate 1 name/)).toHaveValue('HACCP');
    fireEvent.click(screen.getByRole('button', { name: 'Remove certificate 2' }));
    expect(rows()).toHaveLength(1);
    expect(button(/^Remove certificate/)).toBeNull();
    expect(textbox(/^Certificate 1 name/)).toHaveValue('HACCP');
  });

  it('names the row in its messages: "Certificate {n} name/file is required"', async () => {
    mockHttp();
    renderCompanyForm(<CompanyForm mode="register" />);
    fireEvent.change(textbox(/^Certificate 1 name/), { target: { value: 'ISO 9001' } });
    chooseFile(/^Certificate 1 file/, pdf('iso.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Add a certificate' }));
    const missing = await sendAndClose();
    expect(missing).toContain('Certificate 2 name is required');
    expect(missing).toContain('Certificate 2 file is required');
    expect(missing).not.toContain('Certificate 1 name is required');
    expect(screen.getByText('Certificate 2 name is required')).toBeInTheDocument();
    expect(screen.getByText('Certificate 2 file is required')).toBeInTheDocument();
  });

  it('refuses a logo that is not an image and a certificate that is not a PDF', async () => {
    mockHttp();
    renderCompanyForm(<CompanyForm mode="register" />);
    chooseFile(/^Company logo/, pdf('logo.pdf'));
    chooseFile(/^Certificate 1 file/, new File(['x'], 'iso.png', { type: 'image/png' }));
    const missing = await sendAndClose();
    expect(missing).toContain('Company logo');
    expect(missing).toContain('Certificate 1 file (PDF)');
    expect(screen.getByLabelText(/^Company logo/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Certificate 1 file/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file over 9 MB', async () => {
    mockHttp();
    renderCompanyForm(<CompanyForm mode="register" />);
    const big = new File([new Uint8Array(9 * 1024 * 1024 + 1)], 'profile.pdf', {
      type: 'application/pdf',
    });
    chooseFile(/^Company profile/, big);
    expect(await sendAndClose()).toContain('Company profile (PDF)');
    expect(screen.getByLabelText(/^Company profile/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('chooses countries with the keyboard and removes them as chips', async () => {
    mockHttp();
    renderCompanyForm(<CompanyForm mode="register" />);
    const box = screen.getByRole('combobox', { name: /Countries of operations/ });
    await chooseCountry('ger', 'Germany');
    fireEvent.change(box, { target: { value: 'ا' } });
    fireEvent.change(box, { target: { value: 'sa' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    const chips = within(screen.getByRole('list', { name: 'Chosen countries' }));
    expect(chips.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Germany×',
      'Saudi Arabia×',
    ]);
    expect(box).toHaveValue('');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(chips.getByRole('button', { name: 'Remove Germany' }));
    expect(chips.getAllByRole('listitem')).toHaveLength(1);
    expect(box).toHaveFocus();
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(screen.queryByRole('list', { name: 'Chosen countries' })).toBeNull();
  });
});

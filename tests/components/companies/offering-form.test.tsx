import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { http } from '@/lib/http/client';
import '@/tests/setup/preload-dialogs';

import { eventually } from './company-fixtures';
import {
  attach,
  choose,
  chooseSectors,
  fileInput,
  fillOffering,
  KEY_TRADE_PLAYERS,
  offeringFormMocks,
  pdf,
  picture,
  renderOfferingForm,
  select,
  submit,
  textbox,
  type,
} from './offering-form-helpers';

const requiredFieldsDialog = () => screen.findByRole('dialog', { name: 'Failed to send' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('OfferingForm, adding (part 3 §3, §4, §5)', { timeout: 30_000 }, () => {
  const mocks = offeringFormMocks();

  it("has every field of a product, each with its label, and the files' pickers", () => {
    renderOfferingForm('products');
    for (const name of [
      'Name in English',
      'Name in Arabic',
      'GS1 code',
      'HS code',
      'Description in English',
      'Description in Arabic',
      'Certificate name',
      'Technical specifications',
      'Contact page link',
    ]) {
      expect(textbox(name)).toBeRequired();
    }
    expect(textbox('Name in Arabic')).toHaveAttribute('dir', 'rtl');
    expect(textbox('HS code')).toHaveAttribute('maxlength', '6');
    expect(textbox('HS code')).toHaveAttribute('inputmode', 'numeric');
    expect(textbox('Description in English').tagName).toBe('TEXTAREA');
    expect(select('Sector')).toBeRequired();
    expect(select('Subsector')).toBeDisabled();
    expect(fileInput(/^Image/)).toHaveAttribute('accept', 'image/*');
    expect(fileInput(/^Certificate file/)).toHaveAttribute('accept', 'image/*,application/pdf');
  });

  it('has no GS1 code for a service, and an optional HS code (issue 37)', () => {
    renderOfferingForm('services');
    expect(screen.queryByRole('textbox', { name: 'GS1 code' })).not.toBeInTheDocument();
    expect(textbox('HS code')).not.toBeRequired();
  });

  it("lists the kind's sectors in the page's language; subsectors follow and reset", async () => {
    renderOfferingForm('products');
    await chooseSectors(12, 1202);
    expect(http.get).toHaveBeenCalledWith('/industries-for-products');
    const subsectors = within(select('Subsector')).getAllByRole('option');
    expect(subsectors.map((option) => option.textContent)).toEqual([
      'Choose…',
      'Bath salts',
      'Mud masks',
    ]);
    expect(select('Subsector')).toHaveValue('1202');
    choose('Sector', 3);
    expect(select('Subsector')).toHaveValue('');
    expect(
      within(select('Subsector'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Dairy products']);
  });

  it('lists the missing fields in the required-fields dialog and sends nothing', async () => {
    renderOfferingForm('products');
    submit();
    const dialog = await requiredFieldsDialog();
    const listed = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual([
      'Name in English',
      'Name in Arabic',
      'GS1 code',
      'HS code',
      'Sector',
      'Subsector',
      'Description in English',
      'Description in Arabic',
      'Certificate name',
      'Technical specifications',
      'Contact page link',
      'Image',
    ]);
    expect(mocks.post).not.toHaveBeenCalled();
  });

  it('requires the certificate file of a service', async () => {
    renderOfferingForm('services');
    submit();
    const dialog = await requiredFieldsDialog();
    expect(within(dialog).getByText('Certificate file')).toBeInTheDocument();
  });

  it('without a company shows the alert and sends nothing', async () => {
    renderOfferingForm('products', null);
    await fillOffering({ product: true });
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You dont have a company!!!');
    expect(within(alert).getByRole('link', { name: 'Become a key trade player' })).toHaveAttribute(
      'href',
      KEY_TRADE_PLAYERS,
    );
    await settle();
    expect(mocks.post).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the files as they are chosen: 9 MB at most, images for the image', async () => {
    renderOfferingForm('products');
    attach(/^Image/, picture(9 * 1024 * 1024 + 1));
    expect(await screen.findByText('File size should be less than 9 MB!')).toBeInTheDocument();
    expect(fileInput(/^Image/)).toHaveAttribute('aria-invalid', 'true');
    attach(/^Image/, pdf());
    expect(
      await screen.findByText('The file must be an image (JPEG, PNG, WebP or GIF).'),
    ).toBeInTheDocument();
    attach(/^Certificate file/, picture(10, 'text/html', 'page.html'));
    const certificateType = 'The certificate must be a PDF or an image (JPEG, PNG, WebP or GIF).';
    expect(await screen.findByText(certificateType)).toBeInTheDocument();
    attach(/^Certificate file/, pdf());
    await eventually(() => expect(screen.queryByText(certificateType)).not.toBeInTheDocument());
  });

  it('checks the codes: an HS code has 2 to 6 digits, a GS1 code 8, 12, 13 or 14', async () => {
    renderOfferingForm('products');
    await fillOffering({ product: true });
    type('HS code', '25a1');
    type('GS1 code', '12345');
    submit();
    await requiredFieldsDialog();
    expect(screen.getByText('Enter the HS code: 2 to 6 digits.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the GS1 barcode number: 8, 12, 13 or 14 digits.'),
    ).toBeInTheDocument();
    expect(mocks.post).not.toHaveBeenCalled();
  });

  it('speaks Arabic: labels, sectors and rules', async () => {
    renderOfferingForm('products', 3, 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('textbox', { name: 'الاسم بالإنجليزية' })).toHaveAttribute(
      'dir',
      'ltr',
    );
    await eventually(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'القطاع' })).getByRole('option', {
          name: 'مستحضرات التجميل',
        }),
      ).toBeInTheDocument(),
    );
    attach(/^الصورة/, picture(9 * 1024 * 1024 + 1));
    expect(await screen.findByText('يجب أن يكون حجم الملف أقل من ٩ ميغابايت!')).toBeInTheDocument();
  });
});

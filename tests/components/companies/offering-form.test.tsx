import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { OfferingForm } from '@/features/companies/components/offering-form/offering-form';
import { ADD_REDIRECT_DELAY_MS, ADD_SUCCESS_DELAY_MS } from '@/features/companies/offering-limits';
import type { OfferingKind } from '@/features/companies/offering-schemas';
import { http } from '@/lib/http/client';
import type { Locale } from '@/lib/i18n/routing';
import { router } from '@/tests/setup/navigation';
import '@/tests/setup/preload-dialogs';

import { answer, eventually, failure, renderCompanies } from './company-fixtures';
import {
  attach,
  choose,
  chooseSectors,
  fileInput,
  fillOffering,
  lookupAnswer,
  pdf,
  picture,
  select,
  sentFields,
  submit,
  textbox,
  type,
} from './offering-form-helpers';

const push = router.push;

const KEY_TRADE_PLAYERS = '/pages/170-jordan-key-trade-players';

function renderForm(kind: OfferingKind, companyId: number | null = 3, locale: Locale = 'en') {
  return renderCompanies(
    <OfferingForm kind={kind} companyId={companyId} keyTradePlayersHref={KEY_TRADE_PLAYERS} />,
    locale,
  );
}

const requiredFieldsDialog = () => screen.findByRole('dialog', { name: 'Failed to send' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('OfferingForm, adding (part 3 §3, §4, §5)', { timeout: 30_000 }, () => {
  let post: MockInstance<typeof http.post>;

  beforeEach(() => {
    push.mockReset();
    vi.spyOn(http, 'get').mockImplementation(lookupAnswer);
    post = vi.spyOn(http, 'post').mockResolvedValue(answer('Success'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("has every field of a product, each with its label, and the files' pickers", () => {
    renderForm('products');
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
    renderForm('services');
    expect(screen.queryByRole('textbox', { name: 'GS1 code' })).not.toBeInTheDocument();
    expect(textbox('HS code')).not.toBeRequired();
  });

  it("lists the kind's sectors in the page's language; subsectors follow and reset", async () => {
    renderForm('products');
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
    renderForm('products');
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
    expect(post).not.toHaveBeenCalled();
  });

  it('requires the certificate file of a service', async () => {
    renderForm('services');
    submit();
    const dialog = await requiredFieldsDialog();
    expect(within(dialog).getByText('Certificate file')).toBeInTheDocument();
  });

  it('without a company shows the alert and sends nothing', async () => {
    renderForm('products', null);
    await fillOffering({ product: true });
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You dont have a company!!!');
    expect(within(alert).getByRole('link', { name: 'Become a key trade player' })).toHaveAttribute(
      'href',
      KEY_TRADE_PLAYERS,
    );
    await settle();
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the files as they are chosen: 9 MB at most, images for the image', async () => {
    renderForm('products');
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
    renderForm('products');
    await fillOffering({ product: true });
    type('HS code', '25a1');
    type('GS1 code', '12345');
    submit();
    await requiredFieldsDialog();
    expect(screen.getByText('Enter the HS code: 2 to 6 digits.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the GS1 barcode number: 8, 12, 13 or 14 digits.'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a product as multipart to products, then the success dialog after 0.5 s and the profile after 2 s', async () => {
    let release: (value: ReturnType<typeof answer>) => void = () => {};
    post.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    renderForm('products');
    await fillOffering({ product: true });
    submit();
    await eventually(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[0]).toBe('/products');
    const { image, ...fields } = sentFields(post);
    expect(image).toBeInstanceOf(File);
    expect(fields).toEqual({
      name_eng: 'Dead Sea bath salt',
      name_ara: 'ملح البحر الميت',
      gs1_code: '6251234567890',
      hs_code: '250100',
      industry: '12',
      sub_ind: '1201',
      description_eng: 'Bath salts from the Dead Sea.',
      description_ara: 'أملاح استحمام من البحر الميت.',
      cert: 'ISO 22716',
      features: '500 g jars',
      contacts: 'www.dsm.example.jo/contact',
      company_id: '3',
    });
    expect(screen.getByRole('dialog', { name: 'Sending…' })).toBeInTheDocument();
    vi.useFakeTimers();
    await act(async () => release(answer('Success')));
    await act(() => vi.advanceTimersByTimeAsync(ADD_SUCCESS_DELAY_MS.products - 1));
    expect(screen.queryByRole('dialog', { name: 'Sending…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sent successfully' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog', { name: 'Sent successfully' })).toHaveTextContent(
      'Your product was added.',
    );
    expect(screen.getByRole('button', { name: 'Submit', hidden: true })).toBeDisabled();
    expect(push).not.toHaveBeenCalled();
    await act(() =>
      vi.advanceTimersByTimeAsync(ADD_REDIRECT_DELAY_MS - ADD_SUCCESS_DELAY_MS.products),
    );
    expect(push).toHaveBeenCalledWith('/profile');
  });

  it('sends a service to services with its certificate, the success dialog after 1 s', async () => {
    let release: (value: ReturnType<typeof answer>) => void = () => {};
    post.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    renderForm('services');
    await fillOffering({ product: false });
    const certificate = pdf();
    attach(/^Certificate file/, certificate);
    submit();
    await eventually(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[0]).toBe('/services');
    const fields = sentFields(post);
    expect(fields.certificate_image).toBe(certificate);
    expect(fields).not.toHaveProperty('gs1_code');
    // A service's HS code is optional (issue 37): left empty, it is sent empty.
    expect(fields.hs_code).toBe('');
    vi.useFakeTimers();
    await act(async () => release(answer('Success')));
    await act(() => vi.advanceTimersByTimeAsync(ADD_SUCCESS_DELAY_MS.services - 1));
    expect(screen.queryByRole('dialog', { name: 'Sent successfully' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog', { name: 'Sent successfully' })).toHaveTextContent(
      'Your service was added.',
    );
    await act(() =>
      vi.advanceTimersByTimeAsync(ADD_REDIRECT_DELAY_MS - ADD_SUCCESS_DELAY_MS.services),
    );
    expect(push).toHaveBeenCalledWith('/profile');
  });

  it('opens the error dialog for an answer other than "Success"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    post.mockResolvedValue(answer('Failed'));
    renderForm('products');
    await fillOffering({ product: true });
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'An error occurred' });
    expect(dialog).toHaveTextContent('Something went wrong. Please try again later.');
    await eventually(() =>
      expect(screen.queryByRole('dialog', { name: 'Sending…' })).not.toBeInTheDocument(),
    );
    expect(push).not.toHaveBeenCalled();
  });

  it("shows the server's field errors of a 422 on the fields and in the error dialog", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    post.mockRejectedValue(
      failure(422, {
        message: 'The given data was invalid.',
        errors: { image: ['The file must be an image (JPEG, PNG, WebP or GIF).'] },
      }),
    );
    renderForm('products');
    await fillOffering({ product: true });
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'An error occurred' });
    expect(dialog).toHaveTextContent('Image: The file must be an image (JPEG, PNG, WebP or GIF).');
    expect(fileInput(/^Image/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Arabic: labels, sectors and rules', async () => {
    renderForm('products', 3, 'ar');
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

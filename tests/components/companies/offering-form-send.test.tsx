import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ADD_REDIRECT_DELAY_MS, ADD_SUCCESS_DELAY_MS } from '@/features/companies/offering-limits';
import { router } from '@/tests/setup/navigation';
import '@/tests/setup/preload-dialogs';

import { answer, eventually, failure } from './company-fixtures';
import {
  attach,
  fileInput,
  fillOffering,
  offeringFormMocks,
  pdf,
  renderOfferingForm,
  sentFields,
  submit,
} from './offering-form-helpers';

// Part 3 §5: what the add form sends (products and services as multipart) and how it answers:
// the success dialog and the profile after their delays, the error dialog, a 422's field errors.

const push = router.push;

describe('OfferingForm, sending (part 3 §5)', { timeout: 30_000 }, () => {
  const mocks = offeringFormMocks();

  it('sends a product as multipart to products, then the success dialog after 0.5 s and the profile after 2 s', async () => {
    let release: (value: ReturnType<typeof answer>) => void = () => {};
    mocks.post.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    renderOfferingForm('products');
    await fillOffering({ product: true });
    submit();
    await eventually(() => expect(mocks.post).toHaveBeenCalled());
    expect(mocks.post.mock.calls[0]?.[0]).toBe('/products');
    const { image, ...fields } = sentFields(mocks.post);
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
    mocks.post.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    renderOfferingForm('services');
    await fillOffering({ product: false });
    const certificate = pdf();
    attach(/^Certificate file/, certificate);
    submit();
    await eventually(() => expect(mocks.post).toHaveBeenCalled());
    expect(mocks.post.mock.calls[0]?.[0]).toBe('/services');
    const fields = sentFields(mocks.post);
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
    mocks.post.mockResolvedValue(answer('Failed'));
    renderOfferingForm('products');
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
    mocks.post.mockRejectedValue(
      failure(422, {
        message: 'The given data was invalid.',
        errors: { image: ['The file must be an image (JPEG, PNG, WebP or GIF).'] },
      }),
    );
    renderOfferingForm('products');
    await fillOffering({ product: true });
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'An error occurred' });
    expect(dialog).toHaveTextContent('Image: The file must be an image (JPEG, PNG, WebP or GIF).');
    expect(fileInput(/^Image/)).toHaveAttribute('aria-invalid', 'true');
  });
});

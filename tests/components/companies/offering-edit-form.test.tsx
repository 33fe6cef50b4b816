import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import type { OfferingAnswer } from '@/features/companies/answer-schemas';
import { OfferingForm } from '@/features/companies/components/offering-form/offering-form';
import type { OfferingKind } from '@/features/companies/offering-schemas';
import { http } from '@/lib/http/client';
import type { Locale } from '@/lib/i18n/routing';
import { router } from '@/tests/setup/navigation';
import '@/tests/setup/preload-dialogs';

import {
  answer,
  eventually,
  failure,
  makeProduct,
  makeService,
  renderCompanies,
} from './company-fixtures';
import {
  attach,
  fileInput,
  lookupAnswer,
  picture,
  select,
  sentFields,
  submit,
  textbox,
  type,
} from './offering-form-helpers';

const refresh = router.refresh;

function renderEdit(kind: OfferingKind, offering: OfferingAnswer, locale: Locale = 'en') {
  return renderCompanies(
    <OfferingForm
      kind={kind}
      companyId={offering.company_id}
      keyTradePlayersHref="/pages/170"
      offering={offering}
    />,
    locale,
  );
}

describe(
  'OfferingForm, editing (part 3 "Product edit and service edit", §4, §8)',
  { timeout: 30_000 },
  () => {
    let post: MockInstance<typeof http.post>;

    beforeEach(() => {
      refresh.mockReset();
      vi.spyOn(http, 'get').mockImplementation(lookupAnswer);
      post = vi.spyOn(http, 'post').mockResolvedValue(answer('Success'));
    });
    afterEach(() => vi.restoreAllMocks());

    it('starts from the product, with Cancel back to the list; the certificate name is optional', async () => {
      renderEdit('products', makeProduct());
      expect(textbox('Name in English')).toHaveValue('Dead Sea bath salt');
      expect(textbox('GS1 code')).toHaveValue('6251234567890');
      expect(textbox('HS code')).toHaveValue('250100');
      expect(textbox('Certificate name')).not.toBeRequired();
      await eventually(() => expect(select('Sector')).toHaveValue('12'));
      await eventually(() => expect(select('Subsector')).toHaveValue('1201'));
      expect(fileInput(/^Image/)).not.toBeRequired();
      expect(
        screen.getAllByText('The current file is kept unless you choose another.'),
      ).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'Open the current file' })).toHaveAttribute(
        'href',
        '/api/uploads/products/11.webp',
      );
      expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/my-products');
    });

    it('keeps the stored files unless new ones are chosen', async () => {
      renderEdit('products', makeProduct({ cert: '' }));
      await eventually(() => expect(select('Subsector')).toHaveValue('1201'));
      type('Name in English', 'Fine bath salt');
      submit();
      await eventually(() => expect(post).toHaveBeenCalled());
      expect(post.mock.calls[0]?.[0]).toBe('/edit-products/11');
      const fields = sentFields(post);
      expect(fields).toMatchObject({
        name_eng: 'Fine bath salt',
        cert: '',
        company_id: '3',
        industry: '12',
        sub_ind: '1201',
        image_changed: '0',
        existing_image: '/api/uploads/products/11.webp',
        certificate_changed: '0',
      });
      expect(fields).not.toHaveProperty('image');
      expect(fields).not.toHaveProperty('existing_certificate_image');
    });

    it('sends a new image with image_changed 1, and says the change is saved', async () => {
      renderEdit('products', makeProduct());
      await eventually(() => expect(select('Subsector')).toHaveValue('1201'));
      const image = picture();
      attach(/^Image/, image);
      submit();
      const notice = await screen.findByText('Product changed successfully.', { exact: false });
      expect(notice).toHaveTextContent('Product changed successfully. Go to My products page.');
      expect(within(notice).getByRole('link', { name: 'Go to My products page.' })).toHaveAttribute(
        'href',
        '/my-products',
      );
      const fields = sentFields(post);
      expect(fields.image).toBe(image);
      expect(fields.image_changed).toBe('1');
      expect(fields).not.toHaveProperty('existing_image');
      expect(refresh).toHaveBeenCalled();
      // The chosen file is the stored one now.
      expect(
        screen.getByText('The current file is kept unless you choose another.', {
          selector: `#${CSS.escape(fileInput(/^Image/).id)}status`,
        }),
      ).toBeInTheDocument();
    });

    it("keeps a service's certificate by its address and posts to edit-services", async () => {
      renderEdit('services', makeService());
      await eventually(() => expect(select('Subsector')).toHaveValue('1201'));
      submit();
      await eventually(() => expect(post).toHaveBeenCalled());
      expect(post.mock.calls[0]?.[0]).toBe('/edit-services/21');
      expect(sentFields(post)).toMatchObject({
        certificate_changed: '0',
        existing_certificate_image: '/api/uploads/certificates/21.pdf',
      });
      expect(
        await screen.findByText('Service changed successfully.', { exact: false }),
      ).toHaveTextContent('Go to My services page.');
    });

    it('says "Some Error." for an answer other than "Success" or a failure', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      post.mockResolvedValueOnce(answer('Failed')).mockRejectedValueOnce(failure(500));
      renderEdit('products', makeProduct());
      await eventually(() => expect(select('Subsector')).toHaveValue('1201'));
      submit();
      expect(await screen.findByRole('alert')).toHaveTextContent('Some Error.');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      submit();
      await eventually(() => expect(post).toHaveBeenCalledTimes(2));
      expect(await screen.findByRole('alert')).toHaveTextContent('Some Error.');
      expect(refresh).not.toHaveBeenCalled();
    });

    it('still asks for the required fields', async () => {
      renderEdit('products', makeProduct());
      type('Technical specifications', '   ');
      submit();
      const dialog = await screen.findByRole('dialog', { name: 'Failed to send' });
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Technical specifications']);
      expect(post).not.toHaveBeenCalled();
    });

    it('speaks Arabic', async () => {
      renderEdit('services', makeService(), 'ar');
      expect(screen.getByRole('textbox', { name: 'الاسم بالعربية' })).toHaveValue(
        'استشارات المنتجعات الصحية',
      );
      expect(screen.getByRole('link', { name: 'إلغاء' })).toHaveAttribute('href', '/my-services');
      await eventually(() =>
        expect(screen.getByRole('combobox', { name: 'القطاع الفرعي' })).toHaveValue('1201'),
      );
      fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
      expect(await screen.findByText('تم تعديل الخدمة بنجاح.', { exact: false })).toHaveTextContent(
        'انتقل إلى صفحة خدماتي.',
      );
    });
  },
);

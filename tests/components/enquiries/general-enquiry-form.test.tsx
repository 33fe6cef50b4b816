import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { GeneralEnquiryForm } from '@/features/enquiries/components/forms/general-enquiry-form';
import { DRAFT_KEYS } from '@/features/enquiries/draft-store';
import { IDEMPOTENCY_HEADER } from '@/features/enquiries/schemas';
import { atPage } from '@/tests/setup/navigation';

import { answer, choose, member, mockHttp, renderEnquiryForm, textbox } from './enquiry-test-utils';

atPage('/pages/130-market-information');

describe('GeneralEnquiryForm in Arabic (part 1 §2.9, §3, §5)', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('mirrors, speaks Arabic and lists the Arabic labels of the missing fields', async () => {
    const { post } = mockHttp({ user: member });
    renderEnquiryForm(<GeneralEnquiryForm />, 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByText(/سيصلك الرد على البريد الإلكتروني لحسابك/)).toHaveTextContent(
      'rana@example.jo',
    );
    expect(textbox(/الاسم الكامل/)).toBeRequired();
    expect(textbox(/رقم الهاتف/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('أرقام فقط')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /الشروط والأحكام/ })).toHaveAttribute(
      'href',
      '/menu-3/51-الشروط-والأحكام',
    );

    fireEvent.change(textbox(/الاسم الكامل/), { target: { value: 'رنا حداد' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    const modal = await screen.findByRole('dialog', { name: 'تعذّر الإرسال' });
    expect(
      within(modal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'رقم الهاتف',
      'اسم الشركة',
      'المسمى الوظيفي',
      'القطاع',
      'الدولة المستهدفة',
      'وصف الاستفسار',
      'الشروط والأحكام',
    ]);
    expect(
      screen.getByRole('textbox', { name: /اسم الشركة/, hidden: true }),
    ).toHaveAccessibleDescription('مطلوب.');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a complete general enquiry (type 1) with Arabic choices', async () => {
    const { post } = mockHttp({ user: member });
    post.mockResolvedValue(answer({ id: 77 }));
    renderEnquiryForm(<GeneralEnquiryForm />, 'ar');
    await screen.findByText(/rana@example\.jo/);
    fireEvent.change(textbox(/الاسم الكامل/), { target: { value: 'رنا حداد' } });
    fireEvent.change(textbox(/رقم الهاتف/), { target: { value: '٠٧٩-٠٠٠ 0000' } });
    fireEvent.change(textbox(/اسم الشركة/), { target: { value: 'أغذية البتراء' } });
    fireEvent.change(textbox(/المسمى الوظيفي/), { target: { value: 'مديرة التصدير' } });
    await choose(/القطاع/, 'الأغذية والمشروبات');
    await choose(/الدولة المستهدفة/, 'ألمانيا');
    fireEvent.change(textbox(/وصف الاستفسار/), { target: { value: 'دراسة سوق زيت الزيتون' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /أوافق على/ }));
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));

    expect(await screen.findByText('رقم طلبك هو 77', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/all-enquiries',
      {
        submitData: {
          enq_type: 1,
          name: 'رنا حداد',
          // An Arabic keyboard's digits are kept as 0-9.
          phone: '0790000000',
          company: 'أغذية البتراء',
          job_title: 'مديرة التصدير',
          industry: 3,
          country: 65,
          description: 'دراسة سوق زيت الزيتون',
          agreements: true,
        },
        recaptchaToken: undefined,
        website: undefined,
      },
      { headers: { [IDEMPOTENCY_HEADER]: expect.stringMatching(/^[0-9a-f]{32}$/) } },
    );
    expect(localStorage.getItem(DRAFT_KEYS.general)).toBeNull();
  });
});

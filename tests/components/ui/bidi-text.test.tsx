import { render, screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { describe, expect, it } from 'vitest';

import { BidiText, bidiChunks, latinChunks } from '@/components/ui/bidi-text';
import { PageLinks } from '@/components/ui/page-links';
import { renderWithProviders } from '@/tests/setup/render';

// docs/decisions/look-and-speed.md "Latin values in Arabic text" and "Digits in Arabic".
describe('BidiText', () => {
  it('isolates a user-written value in a bdi that takes its own direction', () => {
    render(
      <p dir="rtl">
        رسالة إلى <BidiText>Petra Olive Foods Co.</BidiText>
      </p>,
    );
    const name = screen.getByText('Petra Olive Foods Co.');
    expect(name.tagName).toBe('BDI');
    // No dir: a bdi takes the direction of its first strong letter (dir="auto").
    expect(name).not.toHaveAttribute('dir');
    expect(name).not.toHaveAttribute('data-latin');
  });

  it('writes a Latin value left to right and marks it as an identifier', () => {
    render(<BidiText latin>+962 6 560 3507</BidiText>);
    const phone = screen.getByText('+962 6 560 3507');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveAttribute('data-latin');
  });

  it("isolates a value inside a translated sentence through the message's tag", () => {
    function Title() {
      const t = useTranslations('BuyerMessages.contact');
      return (
        <h2>{t.rich('dialogTitle', { company: 'Petra Olive Foods Co.', name: bidiChunks })}</h2>
      );
    }
    renderWithProviders(<Title />, { locale: 'ar' });
    const heading = screen.getByRole('heading');
    expect(heading).toHaveTextContent('رسالة إلى Petra Olive Foods Co.');
    // The full stop stays inside the isolated name, at its end.
    expect(heading.querySelector('bdi')?.textContent).toBe('Petra Olive Foods Co.');
  });

  it('isolates an e-mail address left to right in a sentence', () => {
    function Note() {
      const t = useTranslations('EnquiryForm');
      return <p>{t.rich('emailFromAccount', { email: 'lina@example.jo', value: latinChunks })}</p>;
    }
    renderWithProviders(<Note />, { locale: 'ar' });
    const address = screen.getByText('lina@example.jo');
    expect(address.tagName).toBe('BDI');
    expect(address).toHaveAttribute('dir', 'ltr');
  });
});

describe('PageLinks', () => {
  const labels = {
    nav: 'الصفحات',
    page: 'الصفحة {page}',
    current: 'الصفحة {page}، الصفحة الحالية',
    previous: 'السابقة',
    next: 'التالية',
  };

  it('writes the page numbers and their labels in Arabic-Indic digits on Arabic pages', () => {
    render(
      <PageLinks
        page={2}
        pageCount={12}
        hrefFor={(page) => `/ar/news?page=${page}`}
        labels={labels}
        locale="ar"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'الصفحات' });
    expect(nav.textContent).not.toMatch(/[0-9]/);
    expect(screen.getByRole('link', { name: 'الصفحة ٢، الصفحة الحالية' })).toHaveTextContent('٢');
    expect(screen.getByRole('link', { name: 'الصفحة ١٢' })).toHaveAttribute(
      'href',
      '/ar/news?page=12',
    );
  });

  it('keeps Western digits on English pages', () => {
    render(
      <PageLinks
        page={1}
        pageCount={3}
        hrefFor={(page) => `/news?page=${page}`}
        labels={{ ...labels, page: 'Page {page}', current: 'Page {page}, current page' }}
        locale="en"
      />,
    );
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveTextContent('3');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ConsoleTabs } from '@/components/console/console-tabs';
import { actionsColumn, languageColumn } from '@/components/console/text-columns';

// The console kit's tabs and shared columns (issue 37: the approvals' queues and the HS codes'
// lists draw them alike).

describe('ConsoleTabs', () => {
  it('links each page of the area and marks the open one for screen readers', () => {
    render(
      <ConsoleTabs
        label="HS codes' lists"
        tabs={[
          { key: 'codes', href: '/admin/hs-codes', label: 'Codes', current: false },
          { key: 'sections', href: '/admin/hs-codes/sections', label: 'Sections', current: true },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: "HS codes' lists" });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/hs-codes',
      '/admin/hs-codes/sections',
    ]);
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(links[1]).toHaveAttribute('aria-current', 'page');
  });
});

describe('the shared columns', () => {
  it('marks a text with its language and direction, and hides the buttons’ heading', () => {
    type Row = { en: string; ar: string };
    const row = { en: 'Olive oil', ar: 'زيت الزيتون' };
    const arabic = languageColumn<Row>({
      key: 'ar',
      label: 'Arabic',
      lang: 'ar',
      text: (r) => r.ar,
    });
    const english = languageColumn<Row>({
      key: 'en',
      label: 'English',
      lang: 'en',
      text: (r) => r.en,
    });
    render(
      <p>
        {english.cell(row)}
        {arabic.cell(row)}
      </p>,
    );
    expect(screen.getByText('زيت الزيتون')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('زيت الزيتون')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('Olive oil')).toHaveAttribute('dir', 'ltr');
    expect(actionsColumn<Row>('Actions', () => null)).toMatchObject({
      key: 'actions',
      hiddenLabel: true,
      nowrap: true,
    });
  });
});

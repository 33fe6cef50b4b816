import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { VersionTable } from '@/features/approvals/components/console/version-table';
import type { FieldValue, Review, ReviewRow } from '@/features/approvals/schemas';
import { renderWithProviders } from '@/tests/setup/render';

const text = (value: string, dir: 'auto' | 'ltr' = 'auto'): FieldValue => ({
  type: 'text',
  text: value,
  dir,
});
const image = (url: string): FieldValue => ({
  type: 'files',
  files: [{ url, media: 'image', title: null }],
});

const CHANGE: ReviewRow[] = [
  {
    field: 'name_eng',
    approved: text('Olive oil'),
    submitted: text('<img src=x onerror=alert(1)>'),
    changed: true,
  },
  {
    field: 'industry',
    approved: { type: 'names', names: [{ id: 3, en: 'Food Processing', ar: 'الصناعات الغذائية' }] },
    submitted: {
      type: 'names',
      names: [{ id: 3, en: 'Food Processing', ar: 'الصناعات الغذائية' }],
    },
    changed: false,
  },
  { field: 'hs_code', approved: text('150910', 'ltr'), submitted: text('', 'ltr'), changed: true },
  {
    field: 'image',
    approved: image('/api/uploads/products/1/a.webp'),
    submitted: image('/api/uploads/products/1/b.webp'),
    changed: true,
  },
  {
    field: 'certificate_image',
    approved: { type: 'files', files: [] },
    submitted: {
      type: 'files',
      files: [{ url: '/api/uploads/products/1/c.pdf', media: 'pdf', title: null }],
    },
    changed: true,
  },
];

function renderTable(
  review: Pick<Review, 'kind' | 'rows' | 'changed_fields'>,
  locale: 'en' | 'ar' = 'en',
) {
  renderWithProviders(<VersionTable locale={locale} review={review} />, { locale });
  return screen.getByTestId('version-table');
}

const rowOf = (table: HTMLElement, field: string) =>
  table.querySelector<HTMLElement>(`tr[data-field="${field}"]`)!;

describe('VersionTable (issue 13: a change side by side)', () => {
  const change = {
    kind: 'changed' as const,
    rows: CHANGE,
    changed_fields: ['name_eng', 'hs_code', 'image', 'certificate_image'],
  };

  it('puts the approved version beside the submitted change, with headers for both', () => {
    const table = renderTable(change);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Field', 'Approved version', 'Submitted change']);
    expect(screen.getByTestId('changed-count')).toHaveTextContent(
      '4 fields differ from the approved version.',
    );
  });

  it('marks changed rows in words, not by colour alone', () => {
    const table = renderTable(change);
    const name = rowOf(table, 'name_eng');
    expect(within(name).getByRole('rowheader')).toHaveTextContent('Name in English Changed');
    const sector = rowOf(table, 'industry');
    expect(within(sector).getByRole('rowheader')).toHaveTextContent(/^Sector\s*$/);
    expect(sector).not.toHaveAttribute('data-changed');
    expect(name).toHaveAttribute('data-changed', 'true');
  });

  it("shows the member's text as text, never as HTML", () => {
    const table = renderTable(change);
    expect(
      within(rowOf(table, 'name_eng')).getByText('<img src=x onerror=alert(1)>'),
    ).toBeInTheDocument();
    expect(table.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows pictures as thumbnails and PDFs as download links, in both versions, and an empty value in words', () => {
    const table = renderTable(change);
    const pictures = within(rowOf(table, 'image')).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual([
      'Image, Approved version',
      'Image, Submitted change',
    ]);
    const pdf = within(rowOf(table, 'certificate_image')).getByRole('link', {
      name: 'Certificate file (PDF, download), Submitted change',
    });
    expect(pdf).toHaveAttribute('href', '/api/uploads/products/1/c.pdf');
    expect(pdf).toHaveAttribute('download');
    // A PDF is never handed to the image optimiser (which answers 400 for it).
    expect(within(rowOf(table, 'certificate_image')).queryByRole('img')).toBeNull();
    expect(within(rowOf(table, 'certificate_image')).getByText('Empty')).toBeInTheDocument();
    expect(within(rowOf(table, 'hs_code')).getByText('150910')).toHaveAttribute('dir', 'ltr');
  });

  it('shows a new record as its values only', () => {
    const table = renderTable({
      kind: 'new',
      rows: CHANGE.map((row) => ({ ...row, approved: null, changed: false })),
      changed_fields: [],
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Field', 'Submitted value']);
    expect(screen.queryByTestId('changed-count')).toBeNull();
    expect(table.querySelector('[data-changed]')).toBeNull();
  });

  it('names lookups in Arabic, right to left', () => {
    const table = renderTable(change, 'ar');
    expect(within(table).getAllByText('الصناعات الغذائية')).toHaveLength(2);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['الحقل', 'النسخة الموافق عليها', 'التعديل المرسل']);
    expect(within(rowOf(table, 'name_eng')).getByRole('rowheader')).toHaveTextContent('معدّل');
  });
});

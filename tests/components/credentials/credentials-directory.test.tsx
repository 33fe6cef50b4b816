import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CredentialsDirectory } from '@/features/credentials/components/credentials-directory';
import type { Credential } from '@/features/credentials/schemas';
import { renderServer } from '@/tests/setup/server-components';

// part 2 "Credentials": the filters (type, country, year), the cards with status 1 green and any
// other grey, "recent", and "No credentials found".

const credential = (id: number, over: Partial<Credential> = {}): Credential => ({
  id,
  name_eng: `Memorandum ${id}`,
  name_ara: `مذكرة ${id}`,
  country_id: 784,
  date: '2024-03-12',
  type: 1,
  issuer_eng: 'Gulf Retail Buyers Forum',
  issuer_ara: 'منتدى مشتري التجزئة الخليجي',
  description_eng: '',
  description_ara: '',
  link: '',
  document: '',
  status: 1,
  version: 1,
  type_eng: 'Memorandum of understanding',
  type_ara: 'مذكرة تفاهم',
  country_name_eng: 'United Arab Emirates',
  country_name_ara: 'الإمارات العربية المتحدة',
  recent: false,
  ...over,
});

const types = [
  { id: 1, name_eng: 'Memorandum of understanding', name_ara: 'مذكرة تفاهم' },
  { id: 2, name_eng: 'Cooperation agreement', name_ara: 'اتفاقية تعاون' },
];
const rows = [
  credential(1, { recent: true }),
  credential(2, {
    status: 0,
    type: 2,
    type_eng: 'Cooperation agreement',
    date: '2021-04-22',
    country_id: 404,
    country_name_eng: 'Kenya',
    country_name_ara: 'كينيا',
  }),
];

describe('the credentials list', () => {
  it('shows the cards with their badges and links, and the filters’ choices', async () => {
    await renderServer(
      <CredentialsDirectory credentials={rows} types={types} view={{}} locale="en" />,
    );
    const cards = screen.getAllByTestId('credential-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('credential-status')).toHaveAttribute(
      'data-active',
      'true',
    );
    expect(within(cards[0]!).getByTestId('credential-status')).toHaveTextContent('Active');
    expect(within(cards[0]!).getByTestId('credential-recent')).toHaveTextContent('Recent');
    expect(within(cards[1]!).getByTestId('credential-status')).toHaveTextContent('Inactive');
    expect(within(cards[1]!).queryByTestId('credential-recent')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Memorandum 1' })).toHaveAttribute(
      'href',
      '/credentials/1',
    );
    expect(screen.getByTestId('credentials-count')).toHaveTextContent('2 credentials');
    const year = screen.getByLabelText('Year');
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', '2024', '2021']);
    expect(
      within(screen.getByLabelText('Country')).getByRole('option', { name: 'Kenya' }),
    ).toHaveValue('404');
  });

  it('filters by the view and says "No credentials found" when nothing is left', async () => {
    await renderServer(
      <CredentialsDirectory
        credentials={rows}
        types={types}
        view={{ type: '2', year: '2024' }}
        locale="en"
      />,
    );
    expect(screen.queryAllByTestId('credential-card')).toHaveLength(0);
    expect(screen.getByTestId('credentials-empty')).toHaveTextContent('No credentials found');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/credentials#credentials',
    );
  });

  it('reads in Arabic with Arabic-Indic digits', async () => {
    await renderServer(
      <CredentialsDirectory credentials={rows} types={types} view={{ year: '2021' }} locale="ar" />,
      'ar',
    );
    const card = screen.getByTestId('credential-card');
    expect(card).toHaveTextContent('غير ساري');
    expect(card).toHaveTextContent('كينيا');
    expect(
      within(screen.getByLabelText('السنة')).getByRole('option', { name: '٢٠٢١' }),
    ).toHaveValue('2021');
    expect(screen.getByRole('link', { name: 'مذكرة 2' })).toHaveAttribute(
      'href',
      '/ar/credentials/2',
    );
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FtaMapSection } from '@/features/agreements/components/fta-map-section';
import type { MapDrawing } from '@/features/agreements/map-geometry';
import type { Agreement } from '@/features/agreements/schemas';
import { renderServer } from '@/tests/setup/server-components';

// part 2 "Free trade agreements map": coloured countries open their page in a new tab, from the
// map and from the list beside it; the legend says the colours in words.

const drawing: MapDrawing = {
  width: 1600,
  height: 700,
  land: ['M0,0L5,5Z'],
  countries: [
    {
      id: 1,
      code: 'US',
      name_eng: 'United States of America',
      name_ara: 'الولايات المتحدة الأمريكية',
      colour: 'us',
      d: 'M1,1L9,9Z',
      marker: null,
    },
    {
      id: 2,
      code: 'CA',
      name_eng: 'Canada',
      name_ara: 'كندا',
      colour: 'ca',
      d: 'M2,2L9,9Z',
      marker: null,
    },
    {
      id: 4,
      code: 'SG',
      name_eng: 'Singapore',
      name_ara: 'سنغافورة',
      colour: 'agreement',
      d: null,
      marker: { x: 1200, y: 400 },
    },
  ],
};

const agreement = (id: number, title: string, partners: Agreement['partners']): Agreement => ({
  id,
  title_eng: title,
  title_ara: `${title} (ar)`,
  summary_eng: '',
  summary_ara: '',
  covers_eng: '',
  covers_ara: '',
  signed_on: null,
  in_force_on: '2005-08-22',
  link: '',
  status: 1,
  legal_status: 'in_force',
  version: 1,
  partners,
});

const agreements = [
  agreement(5, 'Jordan–Singapore Free Trade Agreement', [
    { id: 4, country_code: 'SG', title_eng: 'Singapore', title_ara: 'سنغافورة' },
  ]),
  agreement(2, 'Jordan–United States Free Trade Agreement', [
    {
      id: 1,
      country_code: 'US',
      title_eng: 'United States of America',
      title_ara: 'الولايات المتحدة الأمريكية',
    },
  ]),
];

describe('the map section', () => {
  it('links each coloured country, on the map and in the list, to its page in a new tab', async () => {
    await renderServer(<FtaMapSection drawing={drawing} agreements={agreements} locale="en" />);
    const map = screen.getByTestId('fta-map');
    const us = within(map).getByRole('link', {
      name: 'United States of America (opens in a new tab)',
    });
    expect(us).toHaveAttribute('href', '/fta-country-agreement/1');
    expect(us).toHaveAttribute('target', '_blank');
    expect(us).toHaveAttribute('data-colour', 'us');
    expect(within(map).getByRole('link', { name: /^Canada/ })).toHaveAttribute('data-colour', 'ca');
    const singapore = within(map).getByRole('link', { name: /^Singapore/ });
    expect(singapore).toHaveAttribute('data-small', 'true');
    expect(singapore.querySelectorAll('circle')).toHaveLength(2);
    const list = screen.getByTestId('fta-list');
    const listed = within(list).getByRole('link', { name: /United States of America/ });
    expect(listed).toHaveAttribute('href', us.getAttribute('href'));
    expect(listed).toHaveAttribute('target', '_blank');
    expect(
      within(list).getByRole('heading', { name: 'Jordan–Singapore Free Trade Agreement' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Black: the United States')).toBeInTheDocument();
    expect(screen.getByText('Red: Canada')).toBeInTheDocument();
  });

  it('in Arabic: Arabic names and addresses, the map itself left to right', async () => {
    await renderServer(
      <FtaMapSection drawing={drawing} agreements={agreements} locale="ar" />,
      'ar',
    );
    const map = screen.getByTestId('fta-map');
    expect(
      screen.getByRole('region', { name: 'خريطة العالم للاتفاقيات التجارية الأردنية' }),
    ).toHaveAttribute('dir', 'ltr');
    expect(within(map).getByRole('link', { name: /^كندا/ })).toHaveAttribute(
      'href',
      '/ar/fta-country-agreement/2',
    );
    expect(within(screen.getByTestId('fta-list')).getByText('سنغافورة')).toBeInTheDocument();
    expect(screen.getAllByText(/سارية منذ ٢٢/)).toHaveLength(2);
  });
});

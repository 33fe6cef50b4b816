import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { EventsDirectory, type EventChoices } from '@/features/events/components/events-directory';
import type { PublicEvent } from '@/features/events/schemas';
import { http } from '@/lib/http/client';
import { atPage } from '@/tests/setup/navigation';
import { renderWithApp } from '@/tests/setup/render-app';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError } from '../auth/auth-test-utils';

import { GULFOOD } from './event-fixtures';

atPage('/international-events');

// Issue 27: the event cards (part 2 §4): the status in colour, icon and words, Upcoming and
// Expired, no join once an event is over; the filters in a plain GET form; the empty state.

const event = (overrides: Partial<PublicEvent>): PublicEvent => ({
  ...GULFOOD,
  id: 1,
  description_eng: 'The food fair.',
  description_ara: 'معرض الأغذية.',
  venue_eng: 'Dubai World Trade Centre',
  venue_ara: 'مركز دبي التجاري العالمي',
  link: 'https://www.gulfood.com',
  ...overrides,
});

const EVENTS = [
  event({ id: 1 }),
  event({ id: 2, name_eng: 'Heimtextil 2027', name_ara: 'هايمتكستيل 2027', status: 2 }),
  event({
    id: 3,
    name_eng: 'SIAL Paris 2026',
    date_start: '2026-10-17',
    date_end: '2026-10-21',
    status: 3,
  }),
  event({ id: 4, name_eng: 'WHX Dubai 2027', status: 4, industry_id: null }),
  event({ id: 5, name_eng: 'Irbid workshop', location_type: 'Local event', country_id: 400 }),
];
const CHOICES: EventChoices = {
  types: [{ id: 1, name_eng: 'Trade fair and exhibition', name_ara: 'معرض تجاري' }],
  modes: [{ id: 1, name_eng: 'In person', name_ara: 'حضوري' }],
  sectors: [{ id: 3, name_eng: 'Food Processing', name_ara: 'الصناعات الغذائية' }],
  countries: [
    { id: 784, name_eng: 'United Arab Emirates', name_ara: 'الإمارات العربية المتحدة' },
    { id: 400, name_eng: 'Jordan', name_ara: 'الأردن' },
  ],
};

async function renderDirectory(view: Record<string, string> = {}, locale: 'en' | 'ar' = 'en') {
  vi.spyOn(http, 'get').mockImplementation((async (url: string) => {
    if (url === '/user') throw apiError(401, {});
    return answer({ data: [] });
  }) as typeof http.get);
  const tree = await resolveServer(
    <EventsDirectory
      scope="international"
      events={EVENTS}
      choices={CHOICES}
      view={view}
      locale={locale}
      today="2026-11-21"
    />,
    locale,
  );
  return renderWithApp(tree, { locale, modals: true });
}

const card = (name: string) =>
  screen.getByRole('heading', { name }).closest('article') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('EventsDirectory', { timeout: 20_000 }, () => {
  it('shows the international events, soonest first, those that are over last', async () => {
    await renderDirectory();
    expect(screen.getByTestId('events-count')).toHaveTextContent('4 events found');
    const names = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Gulfood 2027', 'Heimtextil 2027', 'WHX Dubai 2027', 'SIAL Paris 2026']);
    expect(screen.getByRole('link', { name: 'International events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Events in Jordan' })).toHaveAttribute(
      'href',
      '/local-events',
    );
  });

  it('gives each status its colour, icon and words (part 2 §4)', async () => {
    await renderDirectory();
    const status = (name: string) => card(name).querySelector('[data-status]') as HTMLElement;
    expect(status('Gulfood 2027')).toHaveAttribute('data-status', 'open');
    expect(status('Gulfood 2027')).toHaveTextContent('Registration open');
    expect(status('Gulfood 2027').querySelector('svg')).not.toBeNull();
    expect(status('Heimtextil 2027')).toHaveTextContent('Registration closed');
    expect(status('SIAL Paris 2026')).toHaveTextContent('Confirmed');
    expect(status('WHX Dubai 2027')).toHaveTextContent('Details to follow');
    expect(within(card('WHX Dubai 2027')).getByText('All sectors')).toBeInTheDocument();
  });

  it('marks Upcoming and Expired, and hides Join and the calendar once an event is over', async () => {
    await renderDirectory();
    const gulfood = card('Gulfood 2027');
    expect(within(gulfood).getByText('Upcoming')).toBeInTheDocument();
    expect(within(gulfood).getByRole('button', { name: 'Join Gulfood 2027' })).toBeEnabled();
    expect(
      within(gulfood).getByRole('link', { name: 'Add to calendar: Gulfood 2027 (.ics file)' }),
    ).toHaveAttribute('href', '/api/events/1/calendar.ics?lang=en');
    const sial = card('SIAL Paris 2026');
    expect(within(sial).getByText('Expired')).toBeInTheDocument();
    expect(within(sial).queryByRole('button')).toBeNull();
    expect(within(sial).queryByRole('link', { name: /Add to calendar/ })).toBeNull();
    // A closed registration offers no Join either (the status says why).
    expect(within(card('Heimtextil 2027')).queryByRole('button')).toBeNull();
  });

  it('filters by the view and says when nothing matches', async () => {
    await renderDirectory({ q: 'heimtextil' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Heimtextil 2027',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('heimtextil');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/international-events#events',
    );
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    await renderDirectory({ year: '2030' });
    expect(screen.getByTestId('events-empty')).toHaveTextContent(
      'There is no data for this filter',
    );
  });

  it('offers "Alert me about this" with the list\'s country and sector chosen (issue 45)', async () => {
    await renderDirectory({ country: '784', industry: '3', type: '1' });
    expect(screen.getByRole('link', { name: 'Alert me about this' })).toHaveAttribute(
      'href',
      '/alerts?type=events&industry=3&country=784',
    );
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    await renderDirectory({ country: 'abc' }, 'ar');
    expect(screen.getByRole('link', { name: 'نبّهني بالجديد هنا' })).toHaveAttribute(
      'href',
      '/ar/alerts?type=events',
    );
  });

  it('is in Arabic, with its digits and names, on an Arabic page', async () => {
    await renderDirectory({}, 'ar');
    expect(screen.getByTestId('events-count')).toHaveTextContent('٤ فعاليات');
    const gulfood = document.querySelector('[data-event="1"]') as HTMLElement;
    expect(within(gulfood).getByText('التسجيل مفتوح')).toBeInTheDocument();
    expect(within(gulfood).getByText('قادمة')).toBeInTheDocument();
    expect(within(gulfood).getByText(/٢٥/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'السنة' })).toHaveTextContent('٢٠٢٧');
  });
});

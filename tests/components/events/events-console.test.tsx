import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { AddEventButton } from '@/features/events/components/console/event-buttons';
import {
  EventChoicesProvider,
  type EventFormChoices,
} from '@/features/events/components/console/event-choices';
import { EventsList } from '@/features/events/components/console/events-list';
import type { StaffEvent } from '@/features/events/schemas';
import { http } from '@/lib/http/client';
import { listPage } from '@/lib/pagination';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError, eventually, renderConsole } from '../console/console-fixtures';

import { GULFOOD } from './event-fixtures';

const refresh = router.refresh;

// Issue 27 "Staff console": the events' list on the server, the form in both languages, deletion
// asked first (naming the members whose places go), the members' page linked from each row.

const CHOICES: EventFormChoices = {
  types: [{ id: 1, name_eng: 'Trade fair and exhibition', name_ara: 'معرض تجاري' }],
  modes: [{ id: 1, name_eng: 'In person', name_ara: 'حضوري' }],
  sectors: [{ id: 3, name_eng: 'Food Processing', name_ara: 'الصناعات الغذائية' }],
  countries: [
    { id: 784, name_eng: 'United Arab Emirates', name_ara: 'الإمارات العربية المتحدة' },
    { id: 400, name_eng: 'Jordan', name_ara: 'الأردن' },
  ],
};

const row = (overrides: Partial<StaffEvent> = {}): StaffEvent => ({
  ...GULFOOD,
  published: true,
  joined_count: 2,
  version: 4,
  ...overrides,
});

async function renderList(rows = [row()], locale: 'en' | 'ar' = 'en') {
  const tree = await resolveServer(
    <EventsList locale={locale} query={{ page: 1, page_size: 20 }} page={listPage(rows, 1, 20)} />,
    locale,
  );
  renderConsole(
    <EventChoicesProvider choices={CHOICES}>
      <AddEventButton />
      {tree}
    </EventChoicesProvider>,
    locale,
  );
}

describe('the events console', { timeout: 30_000 }, () => {
  let post: MockInstance<typeof http.post>;
  let remove: MockInstance<typeof http.delete>;

  beforeEach(() => {
    refresh.mockReset();
    post = vi.spyOn(http, 'post').mockResolvedValue(answer(row(), 201));
    remove = vi.spyOn(http, 'delete').mockResolvedValue(answer({ id: 9 }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the events with their status, drafts and who joined', async () => {
    await renderList([
      row(),
      row({ id: 18, name_eng: 'Canton Fair 2027', published: false, status: 4, joined_count: 0 }),
    ]);
    const table = screen.getByRole('table', { name: 'Events' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Registration open')).toBeInTheDocument();
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /2 members/ })).toHaveAttribute(
      'href',
      '/admin/events/9/members',
    );
    expect(screen.getByTestId('events-total')).toHaveTextContent('2 events');
  });

  it('checks a new event with the server’s schema, then sends it in both languages', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Add event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an event' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(within(dialog).getAllByText('Required.').length).toBeGreaterThan(2),
    );
    expect(post).not.toHaveBeenCalled();
    const set = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set(/^Name \(English\)/, 'SAMPLE Olive Oil Day');
    set(/^Name \(Arabic\)/, 'يوم زيت الزيتون');
    set(/^First day/, '2027-06-01');
    set(/^Last day/, '2027-06-02');
    set(/^Kind of event/, 'Local event');
    set(/^Country/, '400');
    set(/^Type of event/, '1');
    set(/^Mode/, '1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'SAMPLE Olive Oil Day was added.',
      ),
    );
    expect(post).toHaveBeenCalledWith(
      '/staff/events',
      expect.objectContaining({
        name_eng: 'SAMPLE Olive Oil Day',
        name_ara: 'يوم زيت الزيتون',
        location_type: 'Local event',
        country_id: 400,
        industry_id: null,
        published: true,
        status: 1,
      }),
    );
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('says a local event takes place in Jordan', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Gulfood 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gulfood 2027' });
    fireEvent.change(within(dialog).getByLabelText(/^Kind of event/), {
      target: { value: 'Local event' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A local event takes place in Jordan.')).toBeVisible();
  });

  it('asks before deleting, naming the members whose places go, at the row’s version', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Gulfood 2027' }));
    const question = await screen.findByRole('dialog', { name: 'Delete Gulfood 2027?' });
    expect(question).toHaveTextContent('2 members have joined it: their places go with it.');
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await eventually(() => expect(remove).toHaveBeenCalledOnce());
    expect(remove).toHaveBeenCalledWith('/staff/events/9', { headers: { 'If-Match': '"4"' } });
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'Gulfood 2027 was deleted.',
      ),
    );
  });

  it('puts the API’s refusal on its field', async () => {
    vi.spyOn(http, 'put').mockRejectedValue(
      apiError(422, {
        message: 'Invalid.',
        errors: { type_id: ['Please choose a value from the list.'] },
      }),
    );
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Gulfood 2027' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose a value from the list.')).toBeVisible();
  });

  it('reads in Arabic', async () => {
    await renderList([row()], 'ar');
    const table = screen.getByRole('table', { name: 'الفعاليات' });
    expect(within(table).getByText('جلفود 2027').tagName).toBe('BDI');
    expect(within(table).getByText('التسجيل مفتوح')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /عضوان/ })).toBeInTheDocument();
  });
});

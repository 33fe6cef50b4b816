import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { HitEvidence } from '@/features/screening/components/console/hit-evidence';
import { HitsList } from '@/features/screening/components/console/hits-list';
import type { HitDetail } from '@/features/screening/hit-schemas';
import { http } from '@/lib/http/client';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError, eventually, renderConsole } from '../console/console-fixtures';

const refresh = router.refresh;

// Issue 47: a screening hit's page shows the subject and the record side by side (the alias that
// matched marked) and takes Clear or Confirm with a reason, sent at the version shown; the queue
// lists each hit with its subject, record, score and a link to its evidence.

const hit: HitDetail = {
  id: 7,
  subject_type: 'trade_lead',
  subject_id: 42,
  subject_label: 'صدام حسين التكريتي',
  screened_name: 'صدام حسين التكريتي',
  source: 'un',
  list_version: 2,
  list_date: '2026-02-27',
  reference: 'IQi.001',
  primary_name: 'SADDAM HUSSEIN AL-TIKRITI',
  matched_name: 'SADDAM HUSSEIN AL-TIKRITI',
  score: 96,
  reason: 'transliteration',
  status: 'open',
  superseded: false,
  entered_by: 3,
  decided_by: null,
  decision_reason: null,
  decided_at: null,
  created_at: '2026-03-01T08:00:00.000Z',
  version: 4,
  subject_fields: [
    { key: 'buyerNameAra', value: 'صدام حسين التكريتي' },
    { key: 'country', value: 'Iraq' },
  ],
  record: {
    kind: 'individual',
    primaryName: 'SADDAM HUSSEIN AL-TIKRITI',
    originalScript: 'صدام حسين التكريتي',
    names: ['SADDAM HUSSEIN AL-TIKRITI', 'صدام حسين التكريتي', 'Abu Ali'],
    countries: ['IQ'],
    birthDates: ['1937-04-28'],
    programs: ['Iraq'],
    listedOn: '2003-06-27',
  },
  entered_by_name: 'Rana Officer',
  decided_by_name: null,
};

async function renderHit(shown: HitDetail = hit) {
  renderConsole(
    <>
      {await resolveServer(
        <HitEvidence
          locale="en"
          hit={shown}
          countries={[{ code: 'IQ', name_en: 'Iraq', name_ar: 'العراق' }]}
        />,
        'en',
      )}
    </>,
  );
}

describe('a screening hit in the console', { timeout: 20_000 }, () => {
  let post: MockInstance<typeof http.post>;

  beforeEach(() => {
    refresh.mockReset();
    post = vi.spyOn(http, 'post').mockResolvedValue(answer({}));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the subject and the record side by side, the matched alias marked', async () => {
    await renderHit();
    const subject = screen.getByRole('region', { name: 'Screened: Trade lead buyer' });
    expect(within(subject).getByText('Buyer (Arabic)')).toBeInTheDocument();
    expect(within(subject).getByText('Rana Officer')).toBeInTheDocument();
    const record = screen.getByRole('region', { name: /Listed: UN Security Council/ });
    expect(record).toHaveTextContent('IQi.001');
    // The list's values in the page's language: the day of birth, the country's name.
    expect(record).toHaveTextContent('Apr 28, 1937');
    expect(record).toHaveTextContent('CountriesIraq');
    expect(
      within(record)
        .getByText(/\(matched\)/)
        .closest('li'),
    ).toHaveTextContent('SADDAM HUSSEIN AL-TIKRITI');
    expect(screen.getByTestId('hit-match')).toHaveTextContent('Score 96 (transliteration).');
  });

  it('asks for the reason, then clears the hit at the version shown', async () => {
    await renderHit();
    fireEvent.click(screen.getByTestId('hit-clear'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await within(dialog).findByText('Give the reason for the decision.')).toBeVisible();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByTestId('hit-reason'), {
      target: { value: '  A grain buyer in Basra, born 1981.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await eventually(() =>
      expect(post).toHaveBeenCalledWith('/staff/screening/hits/7/clear', {
        reason: 'A grain buyer in Basra, born 1981.',
        version: 4,
      }),
    );
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'Hit on صدام حسين التكريتي cleared: it is published.',
      ),
    );
    expect(refresh).toHaveBeenCalled();
  });

  it('tells the enterer why their decision is refused, keeping the dialog open', async () => {
    post.mockRejectedValue(
      apiError(403, {
        message:
          'You entered or last changed this record: another officer must decide (two-person rule).',
      }),
    );
    await renderHit();
    fireEvent.click(screen.getByTestId('hit-confirm'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('hit-reason'), { target: { value: 'Same man.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/two-person rule/)).toBeVisible();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('offers no decision on a cleared hit, and says who decided and why', async () => {
    await renderHit({
      ...hit,
      status: 'cleared',
      decided_by: 5,
      decided_by_name: 'Omar Officer',
      decision_reason: 'Another person.',
      decided_at: '2026-03-02T09:00:00.000Z',
    });
    expect(screen.queryByTestId('hit-clear')).toBeNull();
    expect(screen.getByText('Omar Officer')).toBeInTheDocument();
    expect(screen.getByText('Another person.')).toBeInTheDocument();
  });

  it('lists the hit in the queue with a link to its evidence', async () => {
    const tree = await resolveServer(
      <HitsList
        locale="en"
        query={{ page: 1, page_size: 20 }}
        page={{ data: [hit], total: 1, page: 1, page_size: 20, page_count: 1 }}
      />,
      'en',
    );
    renderConsole(<>{tree}</>);
    const row = document.querySelector('tr[data-subject="trade_lead-42"]')!;
    expect(row).toHaveTextContent('IQi.001');
    expect(row).toHaveTextContent('Open');
    expect(within(row as HTMLElement).getByTestId('hit-evidence')).toHaveAttribute(
      'href',
      '/admin/screening/hits/7',
    );
  });
});

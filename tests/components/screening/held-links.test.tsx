import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { HitEvidence } from '@/features/screening/components/console/hit-evidence';
import { HitsList } from '@/features/screening/components/console/hits-list';
import { SanctionsListsStatus } from '@/features/screening/components/console/sanctions-lists-status';
import type { HitDetail } from '@/features/screening/hit-schemas';
import { LeadActions } from '@/features/trade-leads/components/console/lead-buttons';
import { LeadsList } from '@/features/trade-leads/components/console/leads-list';
import type { StaffTradeLead } from '@/features/trade-leads/staff-schemas';
import { http } from '@/lib/http/client';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, eventually, renderConsole } from '../console/console-fixtures';

const refresh = router.refresh;

// Issue 56: every "Held by screening" mark links to the subject's hits (the queue filtered to it);
// a held lead's publication says it is held for screening review, not "published"; the queue
// shown for one subject says so and keeps it through its filters; a failed screening's hit shows
// no record.

const lead = (changes: Partial<StaffTradeLead> = {}): StaffTradeLead => ({
  id: 31,
  kind: 'buyer',
  buyer_name_eng: 'Tariq Aziz',
  buyer_name_ara: 'طارق عزيز',
  title_eng: 'Wheat for Basra',
  title_ara: 'قمح للبصرة',
  description_eng: 'Wheat.',
  description_ara: 'قمح.',
  country_id: 368,
  country_name_eng: 'Iraq',
  country_name_ara: 'العراق',
  industry_id: 3,
  industry_eng: 'Food Processing',
  industry_ara: 'الصناعات الغذائية',
  hs_codes: ['1001'],
  quantity_eng: '',
  quantity_ara: '',
  value_min_usd: null,
  value_max_usd: null,
  deadline: '2027-06-30',
  contact_route: 'agency',
  contact_eng: '',
  contact_ara: '',
  published_at: null,
  state: 'open',
  status: 'draft',
  held: true,
  closed_at: null,
  interest_count: 0,
  updated_at: '2026-11-27T08:00:00.000Z',
  version: 2,
  ...changes,
});

const page = <T,>(data: T[]) => ({
  data,
  total: data.length,
  page: 1,
  page_size: 20,
  page_count: 1,
});

async function renderServerTree(tree: Parameters<typeof resolveServer>[0], locale: 'en' | 'ar') {
  renderConsole(<>{await resolveServer(tree, locale)}</>, locale);
}

describe('"Held by screening" is a link to the subject\'s hits', { timeout: 20_000 }, () => {
  it.each([
    ['en', en.TradeLeadsAdmin.heldByScreening, '/admin'],
    ['ar', ar.TradeLeadsAdmin.heldByScreening, '/ar/admin'],
  ] as const)('on the trade leads list (%s)', async (locale, label, base) => {
    await renderServerTree(
      <LeadsList
        locale={locale}
        query={{ page: 1, page_size: 20 }}
        page={page([lead(), lead({ id: 32, held: false })])}
      />,
      locale,
    );
    const marks = screen.getAllByTestId('held-mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent(label);
    expect(marks[0]).toHaveAttribute(
      'href',
      `${base}/screening/hits?subject_type=trade_lead&subject_id=31`,
    );
    expect(screen.getByRole('link', { name: new RegExp(`^${label}`) })).toBe(marks[0]);
  });
});

describe('a held lead announced', { timeout: 20_000 }, () => {
  let post: MockInstance<typeof http.post>;
  beforeEach(() => {
    refresh.mockReset();
    post = vi.spyOn(http, 'post');
  });
  afterEach(() => vi.restoreAllMocks());

  const publish = async (held: boolean, locale: 'en' | 'ar' = 'en') => {
    post.mockResolvedValue(answer(lead({ status: 'published', held, version: 3 })));
    renderConsole(<LeadActions lead={lead({ held })} />, locale);
    const m = locale === 'en' ? en.TradeLeadsAdmin : ar.TradeLeadsAdmin;
    const title = locale === 'en' ? 'Wheat for Basra' : 'قمح للبصرة';
    fireEvent.click(screen.getByRole('button', { name: m.publishLabel.replace('{name}', title) }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(held ? m.confirm.publishHeldText : m.confirm.publishText);
    fireEvent.click(within(dialog).getByRole('button', { name: m.confirm.publishConfirm }));
    await eventually(() => expect(refresh).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/staff/trade-leads/31/publish', { version: 2 });
    // The announcement renders in the same transition as the refreshed rows, so it comes after.
    const status = screen.getByTestId('console-change-status');
    await eventually(() => expect(status).not.toBeEmptyDOMElement());
    return status;
  };

  it('says it is held for screening review, not published (en)', async () => {
    const status = await publish(true);
    expect(status).toHaveTextContent(
      'Wheat for Basra is held for screening review: it will appear on the public pages once a second officer clears the hit.',
    );
    expect(status).not.toHaveTextContent('was published');
  });

  it('says so in Arabic too', async () => {
    const status = await publish(true, 'ar');
    expect(status).toHaveTextContent('محجوبة لمراجعة التدقيق');
    expect(status).not.toHaveTextContent('نُشرت');
  });

  it('still says "published" for a lead that is not held', async () => {
    expect(await publish(false)).toHaveTextContent('Wheat for Basra was published.');
  });
});

const failedHit: HitDetail = {
  id: 12,
  subject_type: 'trade_lead',
  subject_id: 31,
  subject_label: 'Tariq Aziz',
  screened_name: 'Tariq Aziz · طارق عزيز',
  source: 'none',
  list_version: 0,
  list_date: '2026-11-27',
  reference: '',
  primary_name: '',
  matched_name: '',
  score: 0,
  reason: 'screening-failed',
  status: 'open',
  superseded: false,
  entered_by: 3,
  decided_by: null,
  decision_reason: null,
  decided_at: null,
  created_at: '2026-11-27T08:00:00.000Z',
  version: 1,
  subject_fields: [{ key: 'buyerNameEng', value: 'Tariq Aziz' }],
  record: {
    kind: 'none',
    primaryName: '',
    originalScript: null,
    names: [],
    countries: [],
    birthDates: [],
    programs: [],
    listedOn: null,
  },
  entered_by_name: 'Rana Officer',
  decided_by_name: null,
};

describe("the hit queue for one subject, and a failed screening's hit", { timeout: 20_000 }, () => {
  it('says whose hits it shows, keeps the subject through the filters, links to the whole queue', async () => {
    await renderServerTree(
      <HitsList
        locale="en"
        query={{ subject_type: 'trade_lead', subject_id: 31, page: 1, page_size: 20 }}
        page={page([failedHit])}
      />,
      'en',
    );
    expect(screen.getByTestId('hits-of-subject')).toHaveTextContent(
      'The hits that hold one subject (Trade lead buyer: Tariq Aziz).',
    );
    expect(screen.getByRole('link', { name: 'Show the whole queue' })).toHaveAttribute(
      'href',
      '/admin/screening/hits',
    );
    const search = screen.getByRole('search', { name: 'Filter the hits' });
    expect(search.querySelector('input[name="subject_id"]')).toHaveValue('31');
    expect(within(search).getByRole('option', { name: 'Open or confirmed' })).toBeInTheDocument();
    const row = document.querySelector('tr[data-subject="trade_lead-31"]')!;
    expect(row).toHaveTextContent('No list: the screening did not run');
  });

  it('is reached from the screening page: how many hits wait, and a link to the queue (ar)', async () => {
    await renderServerTree(<SanctionsListsStatus locale="ar" lists={[]} openHits={3} />, 'ar');
    expect(screen.getByTestId('open-hits')).toHaveTextContent('٣ تطابقات بانتظار القرار.');
    expect(screen.getByRole('link', { name: ar.ScreeningAdmin.openQueue })).toHaveAttribute(
      'href',
      '/ar/admin/screening/hits',
    );
  });

  it('shows the subject and says the screening did not run, in place of a record', async () => {
    await renderServerTree(<HitEvidence locale="en" hit={failedHit} countries={[]} />, 'en');
    expect(screen.getByRole('region', { name: 'The screening did not run' })).toHaveTextContent(
      'The save went through and the subject is held for review',
    );
    expect(screen.getByTestId('hit-match')).toHaveTextContent('screening failed');
    expect(screen.getByTestId('hit-clear')).toBeInTheDocument();
    // Cleared after a check by hand, never confirmed: no record was found.
    expect(screen.queryByTestId('hit-confirm')).toBeNull();
  });
});

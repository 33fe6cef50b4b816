import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { PublicationPanel } from '@/features/trade-barriers/components/console/publication-panel';
import type { StaffBarrier } from '@/features/trade-barriers/schemas';
import { eventually, renderConsole } from '@/tests/components/console/console-fixtures';
import { router } from '@/tests/setup/navigation';

// Issue 39 part 3, the two-person rule in the console (issue 54: the English half of the former
// console-trade-barriers journey; the Arabic one is e2e/console-approvals.spec.ts's). The API's
// refusal is tests/api/staff-trade-barriers.test.ts's.

const refresh = router.refresh;

const api = vi.hoisted(() => ({ moveBarrier: vi.fn() }));
vi.mock('@/features/trade-barriers/api/change-barrier', () => api);

const PREPARER = { id: 11, name: 'Rania Haddad' };
const OFFICER = { id: 12, name: 'Sami Nasser' };

const entry = (fields: Partial<StaffBarrier>) =>
  ({
    id: 5,
    title_eng: 'Kuwait: halal certificates legalised twice',
    title_ara: 'الكويت: تصديق شهادات الحلال مرتين',
    publication: 'awaiting_approval',
    prepared_by: PREPARER,
    approved_by: null,
    published_at: null,
    version: 4,
    ...fields,
  }) as StaffBarrier;

beforeEach(() => {
  refresh.mockClear();
  api.moveBarrier.mockReset();
});

describe('the register entry’s publication panel (two-person rule)', { timeout: 20_000 }, () => {
  it('tells its preparer another staff member approves it, the button off', () => {
    renderConsole(<PublicationPanel entry={entry({})} me={PREPARER.id} />);
    const panel = screen.getByTestId('publication');
    expect(panel).toHaveTextContent('Awaiting approval');
    expect(within(panel).getByTestId('prepared-by')).toHaveTextContent(PREPARER.name);
    expect(panel).toHaveTextContent(/another staff member approves/i);
    expect(within(panel).getByRole('button', { name: 'Approve and publish' })).toBeDisabled();
  });

  it('lets a second staff member approve it, asked first, at the version shown', async () => {
    api.moveBarrier.mockResolvedValue(undefined);
    renderConsole(<PublicationPanel entry={entry({})} me={OFFICER.id} />);
    const panel = screen.getByTestId('publication');
    expect(panel).not.toHaveTextContent(/another staff member approves/i);
    fireEvent.click(within(panel).getByRole('button', { name: 'Approve and publish' }));
    const question = await screen.findByRole('dialog');
    fireEvent.click(within(question).getByRole('button', { name: 'Approve and publish' }));
    await eventually(() => expect(api.moveBarrier).toHaveBeenCalledWith(5, 'approve', 4));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'Kuwait: halal certificates legalised twice',
      ),
    );
    expect(refresh).toHaveBeenCalled();
  });

  it('says who prepared and approved a published one, in Arabic', async () => {
    renderConsole(
      <PublicationPanel
        entry={entry({
          publication: 'published',
          approved_by: OFFICER,
          published_at: '2026-10-01T09:00:00Z',
        })}
        me={PREPARER.id}
      />,
      'ar',
    );
    const panel = screen.getByTestId('publication');
    expect(panel).toHaveTextContent('منشور');
    expect(panel).toHaveTextContent(OFFICER.name);
    expect(within(panel).getByRole('button', { name: 'إلغاء النشر' })).toBeEnabled();
    expect(within(panel).queryByRole('button', { name: 'اعتماد ونشر' })).toBeNull();
  });
});

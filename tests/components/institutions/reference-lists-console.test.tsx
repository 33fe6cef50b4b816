import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ReferenceList } from '@/features/institutions/components/console/reference-lists';
import type { ReferenceEntry, ReferenceKind } from '@/features/institutions/reference-entry';
import { http } from '@/lib/http/client';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError, eventually, renderConsole } from '../console/console-fixtures';

const refresh = router.refresh;

const modes: ReferenceEntry[] = [
  { id: 1, eng: 'Public sector', ara: 'القطاع العام', used: 12, version: 2 },
  { id: 4, eng: 'Non-profit organisation', ara: 'منظمة غير ربحية', used: 0, version: 1 },
];

async function renderList(kind: ReferenceKind, locale: 'en' | 'ar' = 'en') {
  const tree = await resolveServer(
    <ReferenceList locale={locale} kind={kind} entries={modes} />,
    locale,
  );
  renderConsole(<>{tree}</>, locale);
}

describe('the reference lists console (issue 14)', { timeout: 20_000 }, () => {
  beforeEach(() => refresh.mockReset());
  afterEach(() => vi.restoreAllMocks());

  it('shows each entry in both languages with how many institutions use it', async () => {
    await renderList('modes', 'ar');
    expect(screen.getByRole('heading', { level: 2, name: 'أنماط المشاركة' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'أنماط المشاركة وعدد المؤسسات في كل نمط' });
    expect(within(table).getByText('Public sector')).toHaveAttribute('dir', 'ltr');
    expect(within(table).getByText('١٢')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة نمط مشاركة' })).toBeVisible();
  });

  it("renames from the version the list showed, in the list's own field names", async () => {
    const put = vi.spyOn(http, 'put').mockResolvedValue(answer({}));
    await renderList('modes');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Public sector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Public sector' });
    fireEvent.change(within(dialog).getByLabelText(/^English/), {
      target: { value: 'Government' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'Government was saved.',
      ),
    );
    expect(put).toHaveBeenCalledWith('/staff/export-modes/1', {
      mode_eng: 'Government',
      mode_ara: 'القطاع العام',
      version: 2,
    });
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('keeps the question open with the reason when the entry is in use', async () => {
    const inUse = 'This mode is used by 12 institutions: change them first.';
    vi.spyOn(http, 'delete').mockRejectedValue(
      apiError(422, { message: inUse, errors: { id: [inUse] } }),
    );
    await renderList('modes');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Public sector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Public sector?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(inUse);
    expect(http.delete).toHaveBeenCalledWith('/staff/export-modes/1', {
      headers: { 'If-Match': '"2"' },
    });
    expect(refresh).not.toHaveBeenCalled();
  });
});

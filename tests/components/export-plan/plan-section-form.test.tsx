import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PlanSectionForm } from '@/features/export-plan/components/plan-section-form';
import type { ExportPlan, PlanSectionAnswer } from '@/features/export-plan/schemas';
import { http } from '@/lib/http/client';
import { renderWithProviders } from '@/tests/setup/render';

import { apiError } from '../auth/auth-test-utils';

// Issue 59: a section's save refused as stale (409) keeps what the member typed, shows the saved
// copy and offers it; "keep mine" saves over it with the saved version. A field the server refuses
// (422) shows its message under that field. Both are the form's own rules (the API's are in
// tests/api/export-plan.test.ts).

const risks = (fields: Record<string, string>, version: number): PlanSectionAnswer => ({
  section: 'risks',
  fields: { risks: '', mitigation: '', ...fields },
  prefilled: [],
  sources: [],
  complete: Boolean(fields.risks),
  filled: fields.risks ? 1 : 0,
  required: 1,
  next_step: null,
  tool: null,
  version,
  saved_at: null,
});
const planWith = (section: PlanSectionAnswer) => ({ sections: [section] }) as unknown as ExportPlan;

const ok = (data: unknown) => ({ data, status: 200 });
const stale = () => apiError(409, { message: 'Changed elsewhere', errors: {} });

afterEach(() => vi.restoreAllMocks());

describe('PlanSectionForm', () => {
  it('keeps the typed text after a stale save, offers the saved copy, then saves over it', async () => {
    const server = risks({ risks: 'Late payment (saved in another tab)' }, 3);
    const post = vi
      .spyOn(http, 'post')
      .mockRejectedValueOnce(stale())
      .mockResolvedValueOnce(ok(planWith(risks({ risks: 'Currency swings' }, 4))));
    vi.spyOn(http, 'get').mockResolvedValueOnce(ok(planWith(server)));
    const onSaved = vi.fn();
    renderWithProviders(<PlanSectionForm planId={7} answer={risks({}, 1)} onSaved={onSaved} />);
    const field = screen.getByLabelText(/^Risks/);
    fireEvent.change(field, { target: { value: 'Currency swings' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save section' }));

    const notice = await screen.findByTestId('stale-version');
    expect(notice.textContent).toContain('Late payment (saved in another tab)');
    expect(field).toHaveValue('Currency swings');

    fireEvent.click(screen.getByRole('button', { name: 'Keep my text and save over it' }));
    expect(screen.queryByTestId('stale-version')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save section' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [path, body] = post.mock.calls[1]!;
    expect(path).toBe('/export-plans/7/sections/risks');
    expect(JSON.parse(String(body))).toEqual({
      fields: { risks: 'Currency swings', mitigation: '' },
      version: 3,
    });
  });

  it('takes the saved copy when the member asks for it', async () => {
    const server = risks({ risks: 'Late payment' }, 5);
    vi.spyOn(http, 'post').mockRejectedValueOnce(stale());
    vi.spyOn(http, 'get').mockResolvedValueOnce(ok(planWith(server)));
    renderWithProviders(<PlanSectionForm planId={7} answer={risks({}, 1)} onSaved={vi.fn()} />, {
      locale: 'ar',
    });
    fireEvent.change(screen.getByLabelText(/^المخاطر/), { target: { value: 'تقلب العملة' } });
    fireEvent.click(screen.getByRole('button', { name: 'احفظ القسم' }));
    await screen.findByTestId('stale-version');
    fireEvent.click(screen.getByRole('button', { name: 'اعرض النسخة المحفوظة' }));
    expect(screen.getByLabelText(/^المخاطر/)).toHaveValue('Late payment');
  });

  it('shows a refused field’s message under it', async () => {
    vi.spyOn(http, 'post').mockRejectedValueOnce(
      apiError(422, { message: 'Invalid', errors: { 'fields.mitigation': ['Not like that'] } }),
    );
    renderWithProviders(<PlanSectionForm planId={7} answer={risks({}, 1)} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save section' }));
    expect(await screen.findByText('Not like that')).toBeVisible();
  });
});

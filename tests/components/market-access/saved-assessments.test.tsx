import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SavedAssessments } from '@/features/market-access/components/saved-assessments';
import type { SavedAssessment } from '@/features/market-access/saved-assessment-schemas';
import { http } from '@/lib/http/client';
import { atPage, router } from '@/tests/setup/navigation';
import { renderWithApp } from '@/tests/setup/render-app';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError, eventually } from '../auth/auth-test-utils';

atPage('/profile/origin-assessments');

const refresh = router.refresh;

// Issue 37: the member's saved self-assessments: the product, the partner and the agreement, the
// outcome as saved, a link that reopens the assessment with the same answers, Delete asked first.

const saved = (overrides: Partial<SavedAssessment> = {}): SavedAssessment => ({
  id: 4,
  code: { code: '1509', name_en: 'Olive oil and its fractions', name_ar: 'زيت الزيتون وأجزاؤه' },
  partner: { country_code: 'US', name_en: 'United States of America', name_ar: 'الولايات المتحدة' },
  agreement: {
    id: 2,
    title_eng: 'Jordan–US Free Trade Agreement',
    title_ara: 'اتفاقية التجارة الحرة الأردنية الأمريكية',
  },
  outcome: 'likely_not',
  reasons: [
    { key: 'originatingShort', values: { share: 30, limit: 35, kind: 'regional_value_content' } },
  ],
  answers: {
    non_originating_percent: 70,
    cumulation_percent: 20,
    cumulation_countries: ['US'],
    classification_change: 'heading',
  },
  assessed_at: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

async function renderList(items: SavedAssessment[], locale: 'en' | 'ar' = 'en') {
  const tree = await resolveServer(
    <SavedAssessments assessments={items} locale={locale} />,
    locale,
  );
  return renderWithApp(tree, { locale });
}

afterEach(() => {
  vi.restoreAllMocks();
  refresh.mockReset();
});

describe('SavedAssessments', { timeout: 20_000 }, () => {
  it('lists each with its outcome, date and a link that reopens it with the same answers', async () => {
    await renderList([
      saved(),
      saved({
        id: 3,
        outcome: 'check_with_agency',
        code: { code: '330499', name_en: 'Other', name_ar: '' },
      }),
    ]);
    expect(screen.getByTestId('saved-assessments-count')).toHaveTextContent(
      '2 saved assessments of 50',
    );
    const [first, second] = screen.getAllByTestId('saved-assessment');
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent(
      '15.09 · Olive oil and its fractions',
    );
    expect(first).toHaveTextContent('Likely does not qualify');
    expect(first).toHaveTextContent('United States of America');
    expect(first).toHaveTextContent('Jordan–US Free Trade Agreement');
    expect(first).toHaveTextContent('Assessed on Nov 21, 2026');
    expect(
      within(first!).getByRole('link', {
        name: 'Open the assessment 15.09 · United States of America',
      }),
    ).toHaveAttribute(
      'href',
      '/market-access/1509/US/assessment?agreement=2&non=70&cum=20&from=US&change=heading',
    );
    expect(second).toHaveTextContent('Check with the agency');
    expect(within(second!).getByRole('heading', { level: 2 })).toHaveTextContent('3304.99');
  });

  it('asks before deleting, then deletes and renders the list again', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue(answer(null, 204));
    await renderList([saved()]);
    fireEvent.click(
      screen.getByRole('button', { name: 'Delete 15.09 · United States of America' }),
    );
    const question = await screen.findByRole('dialog', {
      name: 'Delete the assessment of 15.09 for United States of America?',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await eventually(() => expect(post).toHaveBeenCalledWith('/market-access/assessments/4'));
    expect(await screen.findByText('The assessment is deleted.')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });

  it('says when deleting failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(http, 'post').mockRejectedValue(apiError(500, {}));
    await renderList([saved()]);
    fireEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    const question = await screen.findByRole('dialog');
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Error: the assessment could not be deleted. Please try again.'),
    ).toBeInTheDocument();
  });

  it('in Arabic: Arabic names, Arabic-Indic digits, the code left to right', async () => {
    await renderList([saved()], 'ar');
    const [item] = screen.getAllByTestId('saved-assessment');
    expect(item).toHaveTextContent('زيت الزيتون وأجزاؤه');
    expect(item).toHaveTextContent('يُرجَّح أنه لا يستوفي شروط المنشأ');
    expect(item).toHaveTextContent('الولايات المتحدة');
    expect(item).toHaveTextContent('٢٠٢٦');
    expect(item!.querySelector('bdi[dir="ltr"]')).toHaveTextContent('15.09');
    expect(screen.getByTestId('saved-assessments-count')).toHaveTextContent('٥٠');
    expect(within(item!).getByRole('link', { name: /افتح التقييم/ })).toHaveAttribute(
      'href',
      '/ar/market-access/1509/US/assessment?agreement=2&non=70&cum=20&from=US&change=heading',
    );
  });

  it('invites a member without any to the market access page', async () => {
    await renderList([], 'ar');
    const empty = screen.getByTestId('saved-assessments-empty');
    expect(
      within(empty).getByRole('link', { name: 'اعرف شروط النفاذ إلى الأسواق لمنتجك' }),
    ).toHaveAttribute('href', '/ar/market-access');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PlanEditor } from '@/features/export-plan/components/plan-editor';
import type { ExportPlan } from '@/features/export-plan/schemas';
import { renderWithProviders } from '@/tests/setup/render';

import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';

const plan = { id: 7, sections: [] } as unknown as ExportPlan;

describe('PlanEditor: the PDF in either language', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    '%s: a link per language, in the page’s words, naming the file’s language',
    (locale, messages) => {
      renderWithProviders(<PlanEditor initial={plan} />, { locale });
      const english = screen.getByRole('link', { name: messages.ExportPlan.downloadEn });
      const arabic = screen.getByRole('link', { name: messages.ExportPlan.downloadAr });
      expect(english).toHaveAttribute('href', '/api/export-plans/7/pdf?locale=en');
      expect(english).toHaveAttribute('hreflang', 'en');
      expect(arabic).toHaveAttribute('href', '/api/export-plans/7/pdf?locale=ar');
      expect(arabic).toHaveAttribute('hreflang', 'ar');
      // The text is the page's language: no lang of its own that would make a reader switch voice.
      expect(english).not.toHaveAttribute('lang');
      expect(arabic).toHaveAttribute('download');
    },
  );
});

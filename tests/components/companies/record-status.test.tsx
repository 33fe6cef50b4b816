import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RecordStatus } from '@/features/companies/components/record-status';
import { renderWithProviders } from '@/tests/setup/render';

const badge = () => screen.getByTitle(/administrator|المسؤول/);

describe('RecordStatus (part 3 §4)', () => {
  it.each([
    [10, 'inProcess', 'In process', 'Pending: not yet approved by an administrator.'],
    [20, 'approved', 'Approved', 'Approved by an administrator.'],
    [30, 'refused', 'Refused', 'Refused by an administrator.'],
    [40, 'changed', 'Changed', 'Changed: waiting for an administrator to confirm the change.'],
    [15, 'changed', 'Changed', 'Changed: waiting for an administrator to confirm the change.'],
  ])('shows %i as %s with its name, icon and tooltip', (code, name, label, tooltip) => {
    renderWithProviders(<RecordStatus code={code} />);
    const status = badge();
    expect(status).toHaveAttribute('data-status', name);
    expect(status).toHaveAttribute('title', tooltip);
    expect(status.className).toMatch(name);
    expect(status.querySelector('svg')).toHaveAttribute('aria-hidden');
    // The name is written out, and the tooltip is in the text for screen readers.
    expect(status).toHaveTextContent(`Status: ${label} – ${tooltip}`);
  });

  it('gives each status its own colour class', () => {
    const classes = [10, 20, 30, 40].map((code) => {
      const { unmount } = renderWithProviders(<RecordStatus code={code} />);
      const name = badge().className;
      unmount();
      return name;
    });
    expect(new Set(classes).size).toBe(4);
  });

  it("shows the administrator's reason when there is one", () => {
    const { rerender } = renderWithProviders(
      <RecordStatus code={30} note="The certificate has expired." />,
    );
    expect(screen.getByText('Reason: The certificate has expired.')).toBeInTheDocument();
    rerender(<RecordStatus code={30} note="  " />);
    expect(screen.queryByText(/Reason:/)).not.toBeInTheDocument();
  });

  it('keeps an old reason out of sight once the changed record waits again', () => {
    renderWithProviders(<RecordStatus code={40} note="The certificate has expired." />);
    expect(screen.queryByText(/Reason:/)).not.toBeInTheDocument();
  });

  it('speaks Arabic', () => {
    renderWithProviders(<RecordStatus code={30} note="الشهادة منتهية" />, { locale: 'ar' });
    expect(badge()).toHaveAttribute('title', 'رفضه المسؤول.');
    expect(badge()).toHaveTextContent('مرفوض');
    // The administrator's words are isolated from the Arabic line (lib/i18n/isolate.ts).
    expect(screen.getByText('السبب: \u2068الشهادة منتهية\u2069')).toBeInTheDocument();
  });
});

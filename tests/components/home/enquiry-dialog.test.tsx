import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { EnquiryDialog } from '@/features/home/components/enquiry-dialog';
import { USER_MANUAL_PDF } from '@/features/home/home-rules';
import { toEnquiryOptions } from '@/features/home/home-views';
import { router } from '@/tests/setup/navigation';
import { renderWithProviders } from '@/tests/setup/render';

const push = router.push;

const options = toEnquiryOptions({
  locale: 'en',
  pageLinks: {
    130: '/pages/130-market-information',
    140: '/pages/140-Initial-export-readiness-assessment',
    150: '/pages/150-export-trade-support-institutions',
    170: '/pages/170-jordan-key-trade-players',
    190: '/pages/190-contact-us',
    800: '/pages/800-report-your-case',
  },
  enquiryPages: [{ id: 3, tooltip_eng: 'Assess your readiness.', tooltip_ara: '' }],
  label: (key) =>
    ({
      trade: 'Trade and service information',
      market: 'Market',
      matchmaking: 'Matchmaking',
      export: 'Export',
      reportCase: 'Report your case',
      directory: 'Business directory',
      registrationGuide: 'Registration guide',
      other: 'Other',
    })[key] ?? key,
  fallbackTooltip: (key) => `About ${key}`,
});

const onClose = vi.fn();

function setup() {
  renderWithProviders(<EnquiryDialog open onClose={onClose} options={options} />);
}

function choose(label: string) {
  fireEvent.click(screen.getByRole('radio', { name: label }));
  fireEvent.click(screen.getByRole('button', { name: 'Fill the form' }));
}

describe('EnquiryDialog (part 1 §2.3)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    push.mockClear();
    onClose.mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the eight types with 1 chosen by default', () => {
    setup();
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByRole('radio', { name: 'Trade and service information' })).toBeChecked();
  });

  it('describes each type with its tooltip text, reachable by keyboard', () => {
    setup();
    expect(screen.getByRole('radio', { name: 'Export' })).toHaveAccessibleDescription(
      'Assess your readiness.',
    );
    expect(screen.getByRole('button', { name: 'About: Market' })).toBeInTheDocument();
  });

  it.each([
    ['Trade and service information', '/pages/150-export-trade-support-institutions'],
    ['Market', '/pages/130-market-information?tab=2'],
    ['Matchmaking', '/pages/130-market-information?tab=3'],
    ['Export', '/pages/140-Initial-export-readiness-assessment'],
    ['Report your case', '/pages/800-report-your-case'],
    ['Business directory', '/pages/170-jordan-key-trade-players'],
    ['Other', '/pages/190-contact-us'],
  ])('routes %s to %s', (label, href) => {
    setup();
    choose(label);
    expect(push).toHaveBeenCalledWith(href);
    expect(onClose).toHaveBeenCalled();
  });

  it('opens the user manual in a new tab for the registration guide (7)', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setup();
    choose('Registration guide');
    expect(open).toHaveBeenCalledWith(
      USER_MANUAL_PDF.en,
      '_blank',
      expect.stringContaining('noopener'),
    );
    expect(push).not.toHaveBeenCalled();
  });
});

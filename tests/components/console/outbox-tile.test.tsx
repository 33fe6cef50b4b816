import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { OutboxTile } from '@/components/console/outbox-tile';
import { renderServer } from '@/tests/setup/server-components';

// Issue 48: the console's outbox tile counts the mails found in doubt after a crash (claimed,
// never marked sent), in both languages.

const COUNTS = { waiting: 3, givenUp: 0, inDoubt: 4, inDoubtWaiting: 1 };

describe('OutboxTile', () => {
  it('counts the mails waiting, given up and in doubt, in English', async () => {
    await renderServer(<OutboxTile locale="en" counts={COUNTS} inDoubtDelayMinutes={30} />);
    const tile = screen.getByTestId('outbox-tile');
    expect(tile.querySelector('[data-count="waiting"]')?.textContent).toBe(
      '3 mails waiting to be sent',
    );
    expect(tile.querySelector('[data-count="given-up"]')?.textContent).toBe('No mail given up');
    expect(tile.querySelector('[data-count="in-doubt"]')?.textContent).toBe(
      '4 mails in doubt after a crash (1 still to be sent once more)',
    );
    expect(tile.textContent).toContain('30 minutes later, with the same Message-ID');
  });

  it('counts them in Arabic, with Arabic digits', async () => {
    await renderServer(<OutboxTile locale="ar" counts={COUNTS} inDoubtDelayMinutes={30} />, 'ar');
    const tile = screen.getByTestId('outbox-tile');
    expect(tile.querySelector('h2')?.textContent).toBe('البريد الصادر');
    expect(tile.querySelector('[data-count="in-doubt"]')?.textContent).toBe(
      '٤ رسائل مشكوك في إرسالها بعد توقف مفاجئ (واحدة ستُرسل مرة أخرى)',
    );
    expect(tile.textContent).toContain('بعد ٣٠ دقيقة');
  });
});

import { describe, expect, it } from 'vitest';

import { clock } from '@/scripts/clock.mjs';

// npm test's table of phases writes each time as m:ss; a total of 16 min 59.6 s read "16:60".

describe('clock', () => {
  it('rounds to the second before it splits minutes and seconds', () => {
    expect(clock(1019.6)).toBe('17:00');
    expect(clock(59.5)).toBe('1:00');
    expect(clock(962.2)).toBe('16:02');
    expect(clock(0)).toBe('0:00');
  });

  it('writes a dash where there is no figure', () => {
    expect(clock(undefined)).toBe('–');
  });
});

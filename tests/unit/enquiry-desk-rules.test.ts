import { describe, expect, it } from 'vitest';

import {
  allowedMoves,
  canMove,
  isOpenStatus,
  STATUS_MOVES,
} from '@/features/enquiries/enquiry-moves';
import { isOverdue } from '@/features/enquiries/response-time';
import { ENQUIRY_STATUS_CODES } from '@/features/enquiries/schemas';
import { CSV_BOM, csvCell, neutraliseCell, toCsv } from '@/lib/csv/csv';

describe('status moves', () => {
  it('follows the decided table', () => {
    expect(allowedMoves(10)).toEqual([20, 70, 30, 50, 60]);
    expect(allowedMoves(20)).toEqual([30, 70, 50, 60]);
    expect(allowedMoves(30)).toEqual([70, 20, 50, 60]);
    expect(allowedMoves(70)).toEqual([30, 40, 50, 60]);
    expect(allowedMoves(40)).toEqual([60, 70]);
    expect(allowedMoves(50)).toEqual([60]);
    expect(allowedMoves(60)).toEqual([]);
  });

  it('has an entry for each of the seven statuses, never a move to itself or outside them', () => {
    for (const code of ENQUIRY_STATUS_CODES) {
      expect(STATUS_MOVES[code]).toBeDefined();
      expect(canMove(code, code)).toBe(false);
      for (const to of allowedMoves(code)) expect(ENQUIRY_STATUS_CODES).toContain(to);
    }
  });

  it('refuses moves that are not in the table and unknown statuses', () => {
    expect(canMove(10, 40)).toBe(false);
    expect(canMove(60, 10)).toBe(false);
    expect(canMove(50, 70)).toBe(false);
    expect(canMove(99, 20)).toBe(false);
    expect(canMove(10, 99)).toBe(false);
    expect(allowedMoves(99)).toEqual([]);
  });

  it('every status can reach closed, and closed is final', () => {
    for (const code of ENQUIRY_STATUS_CODES.filter((c) => c !== 60)) {
      expect(canMove(code, 60)).toBe(true);
    }
  });

  it('knows the open statuses', () => {
    expect([10, 20, 30, 70].every(isOpenStatus)).toBe(true);
    expect([40, 50, 60].some(isOpenStatus)).toBe(false);
  });
});

// 2026-11-22 is a Sunday; Amman is UTC+3.
const at = (iso: string) => new Date(iso);

describe('response time', () => {
  it('is overdue only while open, unanswered and past the target', () => {
    const createdAt = at('2026-11-22T07:00:00Z'); // Sunday
    const tuesday = at('2026-11-24T10:00:00Z');
    const wednesday = at('2026-11-25T10:00:00Z');
    const clock = { status: 10, createdAt, respondedAt: null };
    expect(isOverdue(clock, tuesday, 2)).toBe(false);
    expect(isOverdue(clock, wednesday, 2)).toBe(true);
    expect(isOverdue(clock, wednesday, 3)).toBe(false);
    expect(isOverdue({ ...clock, status: 70 }, wednesday, 2)).toBe(true);
    expect(isOverdue({ ...clock, status: 40 }, wednesday, 2)).toBe(false);
    expect(isOverdue({ ...clock, respondedAt: tuesday }, wednesday, 2)).toBe(false);
  });
});

describe('CSV', () => {
  it('neutralises cells a spreadsheet would read as formulas', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
    expect(neutraliseCell('=1+2')).toBe("'=1+2");
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell('لينا')).toBe('لينا');
  });

  it('quotes every cell and doubles quotes (RFC 4180)', () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvCell('-3')).toBe('"\'-3"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('starts with the BOM and ends each record with CRLF', () => {
    const csv = toCsv(
      ['رقم', 'name'],
      [
        [1, '@cmd'],
        [2, 'لينا'],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}"رقم","name"\r\n"1","'@cmd"\r\n"2","لينا"\r\n`);
  });
});

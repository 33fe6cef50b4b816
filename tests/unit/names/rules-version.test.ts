import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { prepareName } from '@/lib/names/prepare';
import { NAME_RULES_VERSION } from '@/lib/names/rules-version';

// Issue 56: the stored list names are prepared again at start-up when NAME_RULES_VERSION changes.
// This pins what prepareName gives for a spread of names under the current version: a change to
// the rules that changes it without a new version would leave the stored names on the old rules.
// When it fails: bump NAME_RULES_VERSION and pin the new fingerprint here.

const PINNED = {
  version: 7,
  fingerprint: '8b51733cbd1557e1',
};

// Invented names in the shapes the rules read (articles, bin/abd, titles, clitics, company
// words, other scripts, digits): none is a listed name or an evaluation set's.
const PROBES = [
  'Kamiran Hadi al-Zubairi',
  'كاميران هادي الزبيري',
  'Abd al-Wahid Mustafa al-Qaryuti',
  'عبد الواحد مصطفى القريوتي',
  'كاميران سعد معمري',
  'Mohammed bin Abdullah Al-Rimawi',
  'Hajji Yusuf Abdul Aziz Eddine',
  'Maulana Inamul Haq',
  'Oueys Khaled Alani',
  'Qasim Ghaffari Dhahabi',
  'Viktor Ivanovich Sarnov',
  'Ш. Басаев',
  'NORTHERN STAR TRADING COMPANY LLC',
  'شركة النجمة الشمالية للتجارة',
  'Jama’at al-Nur movement',
  'A1',
  '12345',
];

const fingerprint = () =>
  createHash('sha256')
    .update(JSON.stringify(PROBES.map((name) => prepareName(name))))
    .digest('hex')
    .slice(0, 16);

describe('the name rules’ version', () => {
  it('is the version this fingerprint was pinned for', () => {
    expect(NAME_RULES_VERSION).toBe(PINNED.version);
  });

  it('changes whenever prepareName’s output does', () => {
    expect(fingerprint()).toBe(PINNED.fingerprint);
  });
});

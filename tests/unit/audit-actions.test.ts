import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { APPROVAL_DECISIONS, APPROVAL_TYPES } from '@/features/approvals/approval-types';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditActionKey,
  isAuditAction,
} from '@/lib/audit/audit-actions';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// Issue 24 "audit actions in words in the page's language": every action the server code writes to
// the audit log is listed in lib/audit/audit-actions.ts and named in both catalogues. The code is
// read as text: an action is written as `action: '<record>.<verb>'`, as a value of a `…_ACTIONS`
// constant, or as a template (`${action}.create`) whose parts are worked out below.

const ROOT = path.resolve(__dirname, '../..');
const LIST = path.join('lib', 'audit', 'audit-actions.ts');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.tsx?$/.test(entry.name) && relative !== LIST ? [relative] : [];
  });
}

const FILES = [...sources('features'), ...sources('lib')].map((file) => ({
  file,
  text: readFileSync(path.join(ROOT, file), 'utf8'),
}));

const ACTION = String.raw`[a-z][a-z-]*(?:\.[a-z][a-z-]*)+`;
const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)];

/** `action: 'company.approve'` and the values of `FOO_ACTIONS = { … }`. */
function literalActions(text: string): string[] {
  const written = matches(text, new RegExp(`\\baction:\\s*'(${ACTION})'`, 'g')).map((m) => m[1]!);
  const constants = matches(text, /_ACTIONS\s*=\s*\{([^}]*)\}/g).flatMap((block) =>
    matches(block[1]!, new RegExp(`'(${ACTION})'`, 'g')).map((m) => m[1]!),
  );
  return [...written, ...constants];
}

/**
 * The parts of a template action: the text between placeholders as it is; a placeholder with
 * quoted words in it (`${approve ? 'approve' : 'refuse'}`) as those words; `${name}` as the dotless
 * `name: '…'` values of the same file (the institutions' reference lists name theirs so); any other
 * as unknown (null).
 */
function templateParts(template: string, text: string): (string[] | null)[] {
  const ownValues = (name: string) =>
    matches(text, new RegExp(`\\b${name}:\\s*'([a-z][a-z-]*)'`, 'g')).map((m) => m[1]!);
  return template.split(/(\$\{[^}]*\})/).map((part) => {
    if (!part.startsWith('${')) return [part];
    const words = matches(part, /'([a-z-]+)'/g).map((m) => m[1]!);
    const name = /^\$\{\s*(\w+)\s*\}$/.exec(part)?.[1];
    const values = words.length > 0 ? words : name ? ownValues(name) : [];
    return values.length > 0 ? values : null;
  });
}

type Written = { file: string; action: string; pattern: RegExp | null };

/** Every action of a template when each part is known; else the pattern its actions match. */
function templateActions(file: string, template: string, text: string): Written[] {
  const parts = templateParts(template, text);
  if (parts.every((words) => words !== null)) {
    const all = parts.reduce<string[]>(
      (heads, words) => heads.flatMap((head) => words.map((word) => head + word)),
      [''],
    );
    return all.map((action) => ({ file, action, pattern: null }));
  }
  const source = parts
    .map((words) => (words ? `(?:${words.join('|').replaceAll('.', '\\.')})` : '[a-z-]+'))
    .join('');
  return [{ file, action: template, pattern: new RegExp(`^${source}$`) }];
}

/** A record the JSON record kit changes (`tableCommands({ action: 'agreement' })`): its three verbs. */
const TABLE_VERBS = ['create', 'update', 'delete'];
function tableKitActions(text: string): string[] {
  if (!text.includes('tableCommands(')) return [];
  const records = matches(text, /\baction:\s*'([a-z][a-z-]*)'/g).map((m) => m[1]!);
  return records.flatMap((record) => TABLE_VERBS.map((verb) => `${record}.${verb}`));
}

const written: Written[] = FILES.flatMap(({ file, text }) => [
  ...literalActions(text).map((action) => ({ file, action, pattern: null })),
  ...tableKitActions(text).map((action) => ({ file, action, pattern: null })),
  ...matches(text, /\baction:\s*`([^`]*)`/g).flatMap((m) => templateActions(file, m[1]!, text)),
]);

type Tree = { [key: string]: string | Tree };
const catalogues = { en, ar } as unknown as Record<'en' | 'ar', { Console: { audit: Tree } }>;

describe('the audit log names every action the server writes', () => {
  it('finds the actions in the server code (the scan works)', () => {
    const found = written.map(({ action }) => action);
    expect(found).toContain('member.suspend');
    expect(found).toContain('enquiry.status');
    expect(found).toContain('expert.create');
    expect(found).toContain('export-mode.delete');
    expect(found).toContain('agreement.delete');
    expect(written.some(({ pattern }) => pattern?.test('company.refuse'))).toBe(true);
  });

  it('lists every action written anywhere in features/ and lib/', () => {
    const unlisted = written.filter(({ action, pattern }) =>
      pattern ? !AUDIT_ACTIONS.some((listed) => pattern.test(listed)) : !isAuditAction(action),
    );
    expect(unlisted.map(({ file, action }) => `${file}: ${action}`)).toEqual([]);
  });

  it('lists every decision of the approvals (`${type}.${decision}`)', () => {
    const decisions = APPROVAL_TYPES.flatMap((type) =>
      APPROVAL_DECISIONS.map((decision) => `${type}.${decision}`),
    );
    expect(decisions.filter((action) => !isAuditAction(action))).toEqual([]);
  });

  it('lists no action that nothing writes', () => {
    const unused = AUDIT_ACTIONS.filter(
      (listed) =>
        !written.some(({ action, pattern }) =>
          pattern ? pattern.test(listed) : action === listed,
        ),
    );
    expect(unused).toEqual([]);
  });

  it('lists every record type the server names', () => {
    const types = FILES.flatMap(({ text }) =>
      matches(text, /\b(?:entityType|ENTITY)\s*[:=]\s*'([a-z_]+)'/g).map((m) => m[1]!),
    );
    expect(types).toContain('users');
    const listed = AUDIT_ENTITIES as readonly string[];
    expect(types.filter((type) => !listed.includes(type))).toEqual([]);
  });

  for (const locale of ['en', 'ar'] as const) {
    const audit = catalogues[locale].Console.audit;
    it(`names each action and record type in ${locale}, and nothing else`, () => {
      const actions = audit.actions as Tree;
      const entities = audit.entities as Tree;
      for (const action of AUDIT_ACTIONS) {
        expect(actions[auditActionKey(action)], action).toEqual(expect.any(String));
      }
      for (const entity of AUDIT_ENTITIES) {
        expect(entities[entity], entity).toEqual(expect.any(String));
      }
      expect(Object.keys(actions).sort()).toEqual(AUDIT_ACTIONS.map(auditActionKey).sort());
      expect(Object.keys(entities).sort()).toEqual([...AUDIT_ENTITIES].sort());
    });
  }

  it('keys an action without the dots next-intl reads as nesting', () => {
    expect(auditActionKey('staff.second-factor.reset')).toBe('staff_second-factor_reset');
    expect(isAuditAction('company.approve')).toBe(true);
    expect(isAuditAction('company.delete')).toBe(false);
  });
});

import type { UkRuleCap } from '@/lib/db/schema/uk-rules-of-origin';

// The percentages of a UK–Jordan product-specific rule (issue 46), read from its text: the data has
// no percent field. Every cap is written `**N%** of the ex-works price of the product(s)/set`; the
// expression and what each subject means are data/rules-of-origin-uk-jordan/rule-classes.md's
// (538 percents in the 517 MAXNOM rules read, none missed; the 13 "unprinted fabric" caps of rules
// without a class read as well; "5% by volume" and "70% by weight" rightly not).

const CAP =
  /(?<subject>the (?:total )?value of [^*]*?|their total value)\s+(?<verb>does not exceed|must not exceed|exceeds)\s+\*\*(?<percent>\d+(?:\.\d+)?)%\*\*\s+of the (?:value of the )?ex-works price of the (?<base>products?|set)\b/g;

const ALL_MATERIALS = /^the value of all the materials used$/;

/** The text with `&nbsp;` (and the few other entities of the data) as plain spaces and signs. */
export const plainRuleText = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/**
 * Every percent of the ex-works price a rule's text states, in order, with what it applies to:
 * `all` the non-originating materials (or the set's articles), `named` materials only,
 * `tolerance` the named materials a change-of-classification condition lets in anyway ("their
 * total value"), `minimum` of originating materials ("exceeds").
 */
export function ruleCapsOf(text: string): UkRuleCap[] {
  const caps: UkRuleCap[] = [];
  for (const match of plainRuleText(text).matchAll(CAP)) {
    const { subject = '', verb = '', percent = '', base = '' } = match.groups ?? {};
    const scope: UkRuleCap['scope'] =
      verb === 'exceeds'
        ? 'minimum'
        : subject === 'their total value'
          ? 'tolerance'
          : ALL_MATERIALS.test(subject) || base === 'set'
            ? 'all'
            : 'named';
    caps.push({ percent: Number(percent), scope });
  }
  return caps;
}

/** What each percent of `ruleCapsOf` is of, as written ("the value of all the materials of [chapter 17](/chapters/17) used"), in the same order. */
export function ruleCapSubjects(text: string): string[] {
  return [...plainRuleText(text).matchAll(CAP)].map((match) => match.groups?.subject ?? '');
}

/** The cap on all non-originating materials (the lowest, if a text states two); null: none. */
export function allMaterialsCapOf(caps: readonly UkRuleCap[]): number | null {
  const all = caps.filter((cap) => cap.scope === 'all').map((cap) => cap.percent);
  return all.length > 0 ? Math.min(...all) : null;
}

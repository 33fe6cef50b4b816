import { formatHsCode } from '@/lib/hs/hs-code';
import { formatNumber } from '@/lib/i18n/format-number';
import { ruleCapSubjects } from '@/lib/rules-of-origin-uk/rule-caps';

import type { UkRuleAnswer } from './product-rule-schemas';

// The portal's own Arabic rendering of a UK–Jordan product-specific rule (issue 57), built from the
// rule's classes and its figures (data/rules-of-origin-uk-jordan/rule-classes.md), never a
// translation of the English text: each condition of the rule one line. Headings and chapters the
// text links to are named by their codes; what the classes cannot say (the starting materials of a
// PRODUCTION FROM rule, the process of a PROCESSING one) is named as "what the English text names",
// or quoted in English when it is a short name. The page marks it as the portal's, not official.

/** A piece of a line: Arabic text, or an HS code (written with Western digits, isolated). */
export type ArabicPart = string | { code: string };
export type ArabicLine = ArabicPart[];

const EX_WORKS = 'من سعر المنتج تسليم المصنع';

/** A percent as the Arabic page writes it: ٤٠٪, ٤٧٫٥٪. */
const percent = (value: number) =>
  formatNumber(value / 100, 'ar', { style: 'percent', maximumFractionDigits: 1 });

type Reference = { kind: 'heading' | 'chapter'; code: string };

/** The headings and chapters a piece of the text links to, in order, each once. */
export function referencesOf(text: string): Reference[] {
  const seen = new Set<string>();
  const found: Reference[] = [];
  for (const match of text.matchAll(/\]\(\/(headings|chapters)\/(\d{2,4})\)/g)) {
    const key = `${match[1]}:${match[2]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ kind: match[1] === 'headings' ? 'heading' : 'chapter', code: match[2]! });
  }
  return found;
}

/** «البند 02.03 أو البند 02.06 أو الفصل 17»: each code isolated. */
function named(references: Reference[], joiner = ' أو '): ArabicPart[] {
  return references.flatMap((reference, index) => [
    ...(index > 0 ? [joiner] : []),
    reference.kind === 'heading' ? 'البند ' : 'الفصل ',
    { code: reference.kind === 'heading' ? formatHsCode(reference.code) : reference.code },
  ]);
}

/** The text from a phrase to the end of its clause (a full stop, a line or a list item). */
function clauseAfter(text: string, phrase: RegExp): string {
  const start = text.search(phrase);
  if (start < 0) return '';
  const rest = text.slice(start);
  const end = rest.search(/\.\s|\.$|\n|;/);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The starting materials of a PRODUCTION FROM rule the portal names in Arabic (the most frequent). */
const STAGES: Record<string, string> = {
  yarn: 'الغزول',
  'single yarn': 'الغزول المفردة',
  'unbleached single yarn': 'الغزول المفردة غير المقصورة',
  'natural fibres': 'الألياف الطبيعية',
  'chemical materials or textile pulp': 'المواد الكيميائية أو عجائن النسيج',
  'paper-making materials': 'مواد صناعة الورق',
  'unworked precious or semi-precious stones': 'الأحجار الكريمة أو شبه الكريمة غير المشغولة',
  'unwrought precious metals': 'المعادن الثمينة بأشكالها الخام',
  'metals clad with precious metals, unwrought': 'المعادن المكسوّة بمعادن ثمينة، بأشكالها الخام',
};

function productionFrom(text: string): ArabicLine {
  const stage = /^Manufacture from ([^.;:\n*[]+?)\s*(?:[.;]|$)/.exec(text)?.[1]?.trim() ?? '';
  const arabic = STAGES[stage];
  const references = referencesOf(clauseAfter(text, /Manufacture/));
  const from: ArabicPart[] = arabic
    ? [arabic]
    : references.length > 0
      ? ['المواد التي يسمّيها النص الإنجليزي من ', ...named(references)]
      : ['المواد التي يسمّيها النص الإنجليزي'];
  const many = /\n\s*-/.test(text) ? ' (أو من واحدة أو أكثر من البدائل التي يعدّدها)' : '';
  return [
    'التصنيع انطلاقاً من ',
    ...from,
    many,
    '، أي أن تكون كل مادة غير ذات منشأ في هذه المرحلة أو في مرحلة أسبق منها.',
  ];
}

function capLine(scope: string, value: number, subject: string, ofSet: boolean): ArabicLine {
  const limit = percent(value);
  if (scope === 'all') {
    return ofSet
      ? [`ألا تتجاوز قيمة السلع غير ذات المنشأ في الطقم ${limit} من سعر الطقم تسليم المصنع.`]
      : [`ألا تتجاوز قيمة جميع المواد المستخدمة ${limit} ${EX_WORKS}.`];
  }
  if (scope === 'minimum') {
    return [`أن تتجاوز قيمة المواد ذات المنشأ التي يسمّيها النص ${limit} ${EX_WORKS}.`];
  }
  if (scope === 'tolerance') {
    return [
      `ومع ذلك يجوز استخدام المواد التي يسمّيها النص (كمواد بند المنتج نفسه) بشرط ألا تتجاوز قيمتها الإجمالية ${limit} ${EX_WORKS}.`,
    ];
  }
  const references = referencesOf(subject);
  const what: ArabicPart[] =
    references.length > 0
      ? ['جميع المواد المستخدمة من ', ...named(references)]
      : /same heading/.test(subject)
        ? ['المواد المستخدمة من بند المنتج نفسه']
        : ['المواد التي يسمّيها النص'];
  return ['ألا تتجاوز قيمة ', ...what, ` ${limit} ${EX_WORKS}.`];
}

/** One line per class of the rule (its conditions all apply), then one per percent of its text. */
export function arabicRuleLines(rule: UkRuleAnswer): ArabicLine[] {
  const text = rule.text.replace(/&nbsp;/g, ' ');
  const lines: ArabicLine[] = [];
  const classes = rule.classes.length > 0 ? rule.classes : ['PROCESSING'];
  for (const name of classes) {
    const head = name.split(' ')[0] ?? '';
    if (head === 'CTH') {
      lines.push(['التصنيع من مواد من أي بند، عدا بند المنتج نفسه.']);
      if (/TOLERANCE MAY BE USED$/.test(name)) {
        lines.push(['ويجوز مع ذلك استخدام مواد معيّنة من بند المنتج يسمّيها النص الإنجليزي.']);
      }
      if (/RESTRICTION MAY NOT BE USED/.test(name)) {
        const sentence = text.split(/\.\s/).find((part) => /may not be used/.test(part)) ?? '';
        const excluded = referencesOf(sentence);
        lines.push([
          'ولا يجوز استخدام مواد معيّنة يسمّيها النص',
          ...(excluded.length > 0 ? [' (من ', ...named(excluded), ')'] : []),
          '.',
        ]);
      }
    } else if (head === 'CTSH') {
      lines.push(['التصنيع من مواد من أي بند فرعي، عدا البند الفرعي للمنتج نفسه.']);
    } else if (head === 'CC') {
      lines.push(['التصنيع من مواد من أي فصل، عدا فصل المنتج نفسه.']);
    } else if (name === 'AH') {
      lines.push(['التصنيع من مواد من أي بند.']);
    } else if (/^AH INCLUDING\b/.test(name)) {
      const included = referencesOf(clauseAfter(text, /including/));
      lines.push([
        'التصنيع من مواد من أي بند',
        ...(included.length > 0 ? ['، بما فيها مواد أخرى من ', ...named(included)] : []),
        '، عدا المواد التي تحمل وصف المنتج نفسه.',
      ]);
    } else if (/^AH EXCEPT\b/.test(name)) {
      const excluded = referencesOf(clauseAfter(text, /except/));
      lines.push([
        'التصنيع من مواد من أي بند، عدا ما يستثنيه النص',
        ...(excluded.length > 0 ? [' من مواد ', ...named(excluded)] : []),
        '.',
      ]);
    } else if (head === 'WO') {
      lines.push(whollyObtained(text));
      if (/TOLERANCE MAY BE USED/.test(name)) {
        lines.push(['ويجوز مع ذلك استخدام مواد معيّنة يسمّيها النص الإنجليزي.']);
      }
    } else if (/^PRODUCTION FROM\b/.test(name)) {
      lines.push(productionFrom(text));
    } else if (head === 'PROCESSING') {
      lines.push([
        'إجراء عملية التصنيع أو المعالجة التي يسمّيها النص الإنجليزي على المنتج في الأردن.',
      ]);
    } else if (name === 'ORIGINATING') {
      lines.push(['أن تكون المواد التي يسمّيها النص ذات منشأ.']);
    } else if (name === 'MAXNOM_OM') {
      lines.push([
        'ألا تتجاوز قيمة جميع المواد غير ذات المنشأ المستخدمة قيمة جميع المواد ذات المنشأ المستخدمة.',
      ]);
    } else if (name === 'ORIG RETAINED') {
      lines.push(['يحتفظ المنتج بالمنشأ الذي كان له قبل هذه العملية.']);
    } else if (head === 'SET') {
      lines.push(['طقم: تستوفي كل سلعة فيه القاعدة التي تخصّها.']);
    }
    // MAXNOM and MINOM_VALUE are the percents below.
  }
  const subjects = ruleCapSubjects(text);
  const ofSet = /ex-works price of the set\b/.test(text);
  rule.caps.forEach((cap, index) =>
    lines.push(capLine(cap.scope, cap.percent, subjects[index] ?? '', ofSet)),
  );
  if (lines.length === 0) lines.push(['يشترط النص الإنجليزي شرطاً لا تصنّفه البوابة.']);
  return lines;
}

function whollyObtained(text: string): ArabicLine {
  const references = referencesOf(clauseAfter(text, /All|all/));
  if (/^All the animals\b/.test(text)) {
    return ['أن تكون جميع الحيوانات من ', ...named(references), ' متحصَّلاً عليها بالكامل.'];
  }
  return references.length > 0
    ? [
        'التصنيع بحيث تكون جميع المواد المستخدمة من ',
        ...named(references, ' ومن '),
        ' متحصَّلاً عليها بالكامل.',
      ]
    : ['التصنيع بحيث تكون المواد التي يسمّيها النص الإنجليزي متحصَّلاً عليها بالكامل.'];
}

/** The lines as plain text (tests, the printed report's alt text): codes written as they are. */
export const arabicRuleText = (lines: ArabicLine[]) =>
  lines
    .map((line) => line.map((part) => (typeof part === 'string' ? part : part.code)).join(''))
    .join('\n');

/**
 * A list entry's heading label in Arabic: "Chapter 4" «الفصل 04», "ex Chapter 4" «جزء من الفصل 04»,
 * "0203" «البند 02.03», "ex 0203" «جزء من البند 02.03», "1507 to 1515" «البنود 15.07 إلى 15.15».
 * Parts: codes isolated. An unknown shape is left as written.
 */
export function arabicSetHeading(heading: string): ArabicLine {
  const ex = /^ex\s+/i.test(heading) ? 'جزء من ' : '';
  const rest = heading.replace(/^ex\s+/i, '').trim();
  const chapter = /^Chapter\s+(\d{1,2})$/i.exec(rest);
  if (chapter) return [`${ex}الفصل `, { code: chapter[1]!.padStart(2, '0') }];
  const range = /^(\d{4})\s+to\s+(\d{4})$/.exec(rest);
  if (range) {
    return [
      `${ex}البنود `,
      { code: formatHsCode(range[1]!) },
      ' إلى ',
      { code: formatHsCode(range[2]!) },
    ];
  }
  if (/^\d{4}$/.test(rest)) return [`${ex}البند `, { code: formatHsCode(rest) }];
  return [{ code: heading }];
}

/** A list entry's description where the portal can say it in Arabic ("Other", "Any other product from heading 0910"); else null. */
export function arabicSubdivision(subdivision: string): ArabicLine | null {
  const other = /^Any other product from heading (\d{4})$/.exec(subdivision.trim());
  if (other) return ['أي منتج آخر من البند ', { code: formatHsCode(other[1]!) }];
  return null;
}

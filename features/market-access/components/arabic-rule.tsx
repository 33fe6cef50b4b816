import { BidiText } from '@/components/ui/bidi-text';

import { type ArabicLine, arabicRuleLines } from '../product-rule-arabic';
import type { UkRuleAnswer } from '../product-rule-schemas';

import own from './product-rule.module.css';

// Issue 57: beside a UK–Jordan rule's English text on the Arabic page, the portal's own Arabic
// reading of it, built from its class and figures (product-rule-arabic.ts), marked unofficial.

/** A line's parts: Arabic text, and HS codes isolated left to right. */
export function ArabicParts({ line }: { line: ArabicLine }) {
  return (
    <>
      {line.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <BidiText key={index} latin>
            {part.code}
          </BidiText>
        ),
      )}
    </>
  );
}

export function ArabicRule({ rule, mark }: { rule: UkRuleAnswer; mark: string }) {
  const lines = arabicRuleLines(rule);
  return (
    <div className={own.portalSummary} lang="ar" dir="rtl" data-testid="uk-rule-arabic">
      <span className={own.mark}>{mark}</span>
      {lines.length === 1 ? (
        <p className={own.arabicLine}>
          <ArabicParts line={lines[0]!} />
        </p>
      ) : (
        <ul className={own.arabicLines}>
          {lines.map((line, index) => (
            <li key={index}>
              <ArabicParts line={line} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

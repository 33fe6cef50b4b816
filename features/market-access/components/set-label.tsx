import type { Locale } from '@/lib/i18n/routing';

import { arabicSetHeading, arabicSubdivision } from '../product-rule-arabic';

import { ArabicParts } from './arabic-rule';
import own from './product-rule.module.css';

// Issue 57: a UK–Jordan list entry's label. On the Arabic page its heading in Arabic («جزء من
// الفصل 04») and its description in Arabic where the portal can say it, else as published in
// English (marked `lang="en"`, isolated).

type Props = { heading: string; subdivision: string; locale: Locale };

/** The entry's label as a paragraph (the market-access page's list of entries). */
export function SetLabel(props: Props) {
  return (
    <p className={own.label}>
      <SetLabelText {...props} />
    </p>
  );
}

/** The entry's label inside a line (the form's choice, the report's answer). */
export function SetLabelText({ heading, subdivision, locale }: Props) {
  if (locale !== 'ar') {
    return (
      <>
        {heading}: {subdivision}
      </>
    );
  }
  const arabic = arabicSubdivision(subdivision);
  return (
    <>
      <ArabicParts line={arabicSetHeading(heading)} />
      {': '}
      {arabic ? (
        <ArabicParts line={arabic} />
      ) : (
        <bdi lang="en" dir="ltr">
          {subdivision}
        </bdi>
      )}
    </>
  );
}

import type { ReactNode } from 'react';

import { latinParts } from '@/lib/i18n/isolate';

type Props = {
  children: ReactNode;
  /**
   * A value always written left to right in Latin script or digits: an e-mail address, a phone, a
   * web address, an HS or GS1 code, a request number. It is marked `data-latin`: the one place an
   * Arabic page shows Western digits (docs/decisions/look-and-speed.md, "Digits in Arabic").
   */
  latin?: boolean;
  className?: string;
};

/**
 * A user-written or Latin value inside a sentence or a line (a company, product or person's name,
 * a subject, an e-mail address), isolated from the text around it (docs/decisions/look-and-speed.md, "Latin
 * values in Arabic text"): `<bdi>` takes its direction from the value's own first letter, so
 * "Petra Olive Foods Co." keeps its full stop at its end on an Arabic page; a `latin` value is left
 * to right whatever it starts with ("+962 6 …", "01234"). For plain text (a <title>, an e-mail's
 * subject) use `isolate` (lib/i18n/isolate.ts).
 */
export function BidiText({ children, latin = false, className }: Props) {
  return latin ? (
    <bdi dir="ltr" data-latin="" className={className}>
      {children}
    </bdi>
  ) : (
    <bdi className={className}>{children}</bdi>
  );
}

/** `BidiText` as a rich message's tag: `t.rich('title', { company, name: bidiChunks })`. */
export const bidiChunks = (chunks: ReactNode) => <BidiText>{chunks}</BidiText>;

/** `BidiText latin` as a rich message's tag, for an e-mail address or a phone in a sentence. */
export const latinChunks = (chunks: ReactNode) => <BidiText latin>{chunks}</BidiText>;

/**
 * Arabic text written by staff or seeded that may quote Latin runs ("19 CFR 10.704", "ISO 22000"):
 * each run isolated left to right as a `BidiText latin` (lib/i18n/isolate.ts `latinParts`), so
 * its number stays before its letters and the brackets around it stay the sentence's. For text
 * in the page's own Arabic only: an English text reads right as it is.
 */
export function TextWithLatin({ text }: { text: string }) {
  return (
    <>
      {latinParts(text).map((part, index) =>
        part.latin ? (
          <BidiText key={index} latin>
            {part.text}
          </BidiText>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

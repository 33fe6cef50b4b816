import { Icon } from '@/components/ui/icon';
import { PictureAsPdfOutlinedIcon } from '@/components/ui/icon-shapes';
import { RichContent } from '@/components/ui/rich-content';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { Faq } from '../schemas';

import { FaqDisclosure } from './faq-disclosure';

type Props = { faq: Faq; locale: Locale; idPrefix: string; attachmentLabel: string };

// part 1 §3 "FAQ item": the question opens its sanitised answer and, when there is one, its file.
export function FaqItem({ faq, locale, idPrefix, attachmentLabel }: Props) {
  const file = pick(faq, 'file', locale);
  return (
    <FaqDisclosure id={`${idPrefix}-${faq.id}`} question={pick(faq, 'question', locale)}>
      <RichContent html={pick(faq, 'answer', locale)} />
      {file && (
        <a href={file} download className="button button-outlined" data-testid="faq-file">
          <Icon shape={PictureAsPdfOutlinedIcon} size={20} />
          {attachmentLabel}
        </a>
      )}
    </FaqDisclosure>
  );
}

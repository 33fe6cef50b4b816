import { Icon } from '@/components/ui/icon';
import { EmailOutlinedIcon } from '@/components/ui/icon-shapes';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { alertMeHref, type AlertMeChoices } from '@/lib/navigation/alert-me';

import styles from './directory.module.css';

type Props = {
  choices: AlertMeChoices;
  locale: Locale;
  /** `AlertMe.link` in the page's language. */
  label: string;
  className?: string;
};

/**
 * Issue 45: "Alert me about this", a plain link to the alerts page with the list's filters chosen
 * (rendered on the server with the list's view: no script).
 */
export function AlertMeLink({ choices, locale, label, className }: Props) {
  return (
    <a
      className={[styles.alertMe, className].filter(Boolean).join(' ')}
      href={localePath(alertMeHref(choices), locale)}
      data-testid="alert-me"
    >
      <Icon shape={EmailOutlinedIcon} size={20} />
      {label}
    </a>
  );
}

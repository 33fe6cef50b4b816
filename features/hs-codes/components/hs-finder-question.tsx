import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icon';
import { CheckCircleIcon } from '@/components/ui/icon-shapes';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewHref, type ListView } from '@/lib/navigation/list-views';

import { HS_QUALIFIER_PARAM, type FinderQuestion } from '../finder-question';
import { HS_FINDER_PATH } from '../hs-paths';

import { FINDER_ANCHOR } from './hs-finder-form';
import styles from './hs-finder-question.module.css';

const TITLE_ID = 'hs-question-title';
const HINT_ID = 'hs-question-hint';

type Props = { question: FinderQuestion; view: ListView; locale: Locale };

/**
 * The finder's one question (issue 55, item 4): its answers are links that add `qualifier` to the
 * search's address (no script), the chosen one marked `aria-current`, and a last link showing all
 * the codes again. A navigation landmark named by the question, which is its heading.
 */
export async function HsFinderQuestion({ question, view, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'HsFinder.question' });
  const href = (value: string | null) =>
    `${localePath(
      listViewHref(HS_FINDER_PATH, view, LIST_VIEW_KEYS.hsFinder, { [HS_QUALIFIER_PARAM]: value }),
      locale,
    )}#${FINDER_ANCHOR}`;
  const answers = [
    ...question.options.map((value) => ({
      key: value,
      href: href(value),
      text: t(`options.${value}`),
      current: question.chosen === value,
    })),
    { key: 'all', href: href(null), text: t('all'), current: !question.chosen },
  ];
  return (
    <nav
      className={styles.question}
      aria-labelledby={TITLE_ID}
      aria-describedby={HINT_ID}
      data-testid="hs-question"
      data-kind={question.kind}
    >
      <h2 id={TITLE_ID} className={styles.title}>
        {t(`kinds.${question.kind}`)}
      </h2>
      <p id={HINT_ID} className={styles.hint}>
        {t('intro')}
      </p>
      <ul className={styles.answers}>
        {answers.map((answer) => (
          <li key={answer.key}>
            <a
              className={styles.answer}
              href={answer.href}
              data-value={answer.key}
              aria-current={answer.current ? 'true' : undefined}
            >
              {answer.current && <Icon shape={CheckCircleIcon} size={18} />}
              {answer.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

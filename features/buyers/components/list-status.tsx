import { useTranslations } from 'next-intl';

import { EmptyList } from './empty-list';

type Props = {
  total: number;
  /** The count line of a list that holds something ("12 listings · Page 1 of 2"). */
  summary: string;
  /** Filters narrowed the list: an empty one says nothing matches them (part 2 §8). */
  filtered: boolean;
  /** What an empty list says when no filter narrowed it ("This company has no listings yet."). */
  emptyText: string;
  /** The count line's class. */
  className?: string;
  /** The count line's test id. */
  'data-testid': string;
};

/**
 * What a list holds, said once: its count, or for an empty list one message that fits, either
 * nothing listed yet or nothing for the filters chosen; never a count of none beside a filter's
 * empty message (issue 25).
 */
export function ListStatus({ total, summary, filtered, emptyText, className, ...rest }: Props) {
  const t = useTranslations('Buyers');
  if (total > 0) {
    return (
      <p className={className} role="status" {...rest}>
        {summary}
      </p>
    );
  }
  return filtered ? (
    <EmptyList text={t('noData')} hint={t('noDataHint')} />
  ) : (
    <EmptyList text={emptyText} />
  );
}

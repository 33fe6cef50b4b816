'use client';

import { useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';

import { Icon } from '@/components/ui/icon';
import { CloseIcon } from '@/components/ui/icon-shapes';
import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import { useRouter } from '@/lib/i18n/navigation';

import { useSearch } from '../api/use-search';
import type { SearchType } from '../constants';
import { searchPath } from '../search-route';

import { SearchDialogResults } from './search-dialog-results';
import styles from './search-dialog.module.css';
import { SearchTypeButtons } from './search-type-buttons';

type Props = { open: boolean; onClose: () => void };

/**
 * part 3 "Global search": the dialog titled Search (issue 28). Results come as the visitor types;
 * the type chips filter them; ↑ and ↓ choose one, Enter opens it (or, with none chosen, the results
 * page), Escape closes. A modal <dialog>: the browser traps the focus and gives it back on closing.
 */
export function SearchDialog({ open, onClose }: Props) {
  const t = useTranslations('Search.dialog');
  const router = useRouter();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [type, setType] = useState<SearchType | null>(null);
  const search = useSearch(text, type);
  const answer = 'answer' in search ? search.answer : null;
  const items = answer?.items ?? [];
  // The chosen result belongs to one answer: a new answer starts with none chosen.
  const [chosen, setChosen] = useState<{ answer: typeof answer; index: number }>({
    answer: null,
    index: -1,
  });
  const active = chosen.answer === answer ? chosen.index : -1;
  const setActive = (index: number) => setChosen({ answer, index });
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  // A result opened ends that search: the dialog opens empty next time, on every type.
  const go = (href: string) => {
    onClose();
    setText('');
    setType(null);
    router.push(href);
  };

  const move = (step: number) => {
    if (items.length === 0) return;
    const next =
      active < 0 && step < 0 ? items.length - 1 : (active + step + items.length) % items.length;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      // A search field's own Escape only empties it; here Escape closes the dialog at once.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = items[active];
      if (chosen) go(chosen.href);
      else if (text.trim()) go(searchPath(text.trim()));
    }
  };

  // A close event comes a task after the closing: when the dialog was opened again meanwhile (Escape,
  // then Enter on the button at once), that late event must not close it.
  const closedByBrowser = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.currentTarget.open) onClose();
  };

  // A click on the backdrop lands on the dialog element itself, outside its panel.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={closedByBrowser}
      onClick={closeOnBackdrop}
      data-testid="search-dialog"
    >
      <div className={styles.bar}>
        <h2 id={`${id}-title`} className="h4">
          {t('title')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          <Icon shape={CloseIcon} />
        </button>
      </div>
      <div className={styles.body}>
        <input
          ref={input}
          type="search"
          role="combobox"
          className={styles.input}
          value={text}
          onChange={(event) => setText(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
          onKeyDown={onKeyDown}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('placeholder')}
          aria-label={t('label')}
          aria-describedby={`${id}-keys`}
          aria-autocomplete="list"
          aria-expanded={items.length > 0}
          aria-controls={`${id}-results`}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
        />
        <p id={`${id}-keys`} className={styles.keys}>
          {t('keys')}
        </p>
        {answer && <SearchTypeButtons counts={answer.counts} current={type} onChange={setType} />}
        <SearchDialogResults
          id={`${id}-results`}
          optionId={optionId}
          text={text}
          search={search}
          active={active}
          onChoose={(index) => setActive(index)}
          onOpen={go}
        />
      </div>
    </dialog>
  );
}

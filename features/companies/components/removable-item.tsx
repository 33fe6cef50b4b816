'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

type Removal = { remove: () => void };

const RemovalContext = createContext<Removal | null>(null);

type Props = {
  children: ReactNode;
  className?: string;
  /** The element that takes the focus once the item is gone (its list's heading). */
  focusAfterId: string;
};

/**
 * A list item that its own actions can take out at once (a deleted product), before the page's
 * fresh copy arrives; the focus moves on rather than to the page's start.
 */
export function RemovableItem({ children, className, focusAfterId }: Props) {
  const [removed, setRemoved] = useState(false);
  const remove = useCallback(() => setRemoved(true), []);
  const removal = useMemo(() => ({ remove }), [remove]);
  // Once the item and its dialog are gone: the dialog hands the focus back to a Delete button that
  // no longer exists, which would leave it on the page's start.
  useEffect(() => {
    if (removed) document.getElementById(focusAfterId)?.focus();
  }, [removed, focusAfterId]);
  if (removed) return null;
  return (
    <li className={className}>
      <RemovalContext.Provider value={removal}>{children}</RemovalContext.Provider>
    </li>
  );
}

/** The `remove` of the item around; nothing outside one. */
export function useRemoval(): Removal {
  return useContext(RemovalContext) ?? { remove: () => undefined };
}

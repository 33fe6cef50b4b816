'use client';

import { createContext, useContext, type ReactNode } from 'react';

type Named = { id: number; name_eng: string; name_ara: string };
/** The lists an entry's form chooses from: countries, sectors and barrier types. */
export type BarrierFormChoices = {
  countries: Named[];
  /** Issue 45: the blocs an entry may be filed under. */
  blocs: Named[];
  sectors: Named[];
  types: Named[];
};

const Choices = createContext<BarrierFormChoices | null>(null);

/** The lists, sent to the page once for its dialogs (the countries are 250). */
export function BarrierChoicesProvider({
  choices,
  children,
}: {
  choices: BarrierFormChoices;
  children: ReactNode;
}) {
  return <Choices.Provider value={choices}>{children}</Choices.Provider>;
}

export function useBarrierChoices(): BarrierFormChoices {
  const choices = useContext(Choices);
  if (!choices) throw new Error('useBarrierChoices must be used inside <BarrierChoicesProvider>');
  return choices;
}

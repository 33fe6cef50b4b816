'use client';

import { createContext, useContext, type ReactNode } from 'react';

type Named = { id: number; name_eng: string; name_ara: string };
/** The lists an event's form chooses from: types, modes, sectors and countries. */
export type EventFormChoices = {
  types: Named[];
  modes: Named[];
  sectors: Named[];
  countries: Named[];
};

const Choices = createContext<EventFormChoices | null>(null);

/** The lists, sent to the page once for every row's dialog (the countries are 250). */
export function EventChoicesProvider({
  choices,
  children,
}: {
  choices: EventFormChoices;
  children: ReactNode;
}) {
  return <Choices.Provider value={choices}>{children}</Choices.Provider>;
}

export function useEventChoices(): EventFormChoices {
  const choices = useContext(Choices);
  if (!choices) throw new Error('useEventChoices must be used inside <EventChoicesProvider>');
  return choices;
}

'use client';

import { createContext, useContext, type ReactNode } from 'react';

import type { LeadChoice } from '../../schemas';

/** The lists a lead's form chooses from: every country and sector. */
export type LeadFormChoices = { countries: LeadChoice[]; sectors: LeadChoice[] };

const Choices = createContext<LeadFormChoices | null>(null);

/** The lists, sent to the page once for every row's dialog (the countries are 250). */
export function LeadChoicesProvider({
  choices,
  children,
}: {
  choices: LeadFormChoices;
  children: ReactNode;
}) {
  return <Choices.Provider value={choices}>{children}</Choices.Provider>;
}

export function useLeadChoices(): LeadFormChoices {
  const choices = useContext(Choices);
  if (!choices) throw new Error('useLeadChoices must be used inside <LeadChoicesProvider>');
  return choices;
}

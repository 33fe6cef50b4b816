export function currentJourneyMap(): Map<string, string[]>;

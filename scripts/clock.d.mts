/** Seconds as "m:ss", rounded to the second first; '–' when there is no figure. */
export function clock(seconds: number | undefined): string;

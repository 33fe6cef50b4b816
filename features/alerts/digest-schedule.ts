// Issue 39 "Alerts": when a subscription's digests go. A digest covers what was noted after the
// last one (or the confirmation) and the next is due one period later: a day, or seven.

export type DigestSettings = {
  /** A daily digest's period in minutes (ALERT_DAILY_DIGEST_MINUTES; weekly is seven of them). */
  dailyMinutes: number;
};

export type DigestFrequency = 'daily' | 'weekly';

/** The period between two digests of a frequency, in milliseconds. */
export function digestPeriodMs(frequency: DigestFrequency, settings: DigestSettings): number {
  const days = frequency === 'weekly' ? 7 : 1;
  return Math.round(days * settings.dailyMinutes * 60_000);
}

/** When the digest after one covering up to `coveredUntil` is due. */
export function nextDigestAt(
  coveredUntil: Date,
  frequency: DigestFrequency,
  settings: DigestSettings,
): Date {
  return new Date(coveredUntil.getTime() + digestPeriodMs(frequency, settings));
}

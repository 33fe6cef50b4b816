/**
 * Seconds as minutes and seconds, "m:ss", rounded to the second first (59.6 s is "1:00", never
 * "0:60"); '–' when there is no figure.
 * @param {number | undefined} seconds
 */
export function clock(seconds) {
  if (seconds === undefined) return '–';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

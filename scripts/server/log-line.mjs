// One JSON line on stdout, in the shape of the app's pino logs (level, time, fields, msg), for the
// server scripts that run outside the app (serve.mjs, the cluster's primary and workers).

/** @param {number} level @param {Record<string, unknown>} fields @param {string} msg */
export function logLine(level, fields, msg) {
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), ...fields, msg })}\n`);
}

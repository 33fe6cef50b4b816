// How the cluster's primary (cluster.mjs) shares connections: the worker that takes the next one,
// and the cap on open connections per client address across the cluster.

const REFUSAL_LOG_INTERVAL_MS = 60_000;

/**
 * The worker for the next connection, by its index in `loads` (each worker's open connections): the
 * fewest; among equals, the first at or after `start`, so that a caller that moves `start` on
 * after each choice goes round when the loads are even. -1 when there is none.
 * @param {readonly number[]} loads
 */
export function chooseWorker(loads, start = 0) {
  let best = -1;
  for (let step = 0; step < loads.length; step += 1) {
    const index = (start + step) % loads.length;
    if (best === -1 || loads[index] < loads[best]) best = index;
  }
  return best;
}

/**
 * Open connections per client address across the cluster, at most `max` each (0: no cap), as
 * http-server.mjs caps them in a single process; a refusal is logged at most once a minute.
 */
export function addressCap(max, log) {
  const open = new Map();
  let refused = 0;
  let lastLogged = 0;
  return {
    admit(address) {
      const count = open.get(address) ?? 0;
      if (max > 0 && count >= max) {
        refused += 1;
        const now = Date.now();
        if (now - lastLogged >= REFUSAL_LOG_INTERVAL_MS) {
          log(40, { address, refused, max_per_address: max }, 'connections refused');
          lastLogged = now;
          refused = 0;
        }
        return false;
      }
      open.set(address, count + 1);
      return true;
    },
    release(address, count = 1) {
      const left = (open.get(address) ?? count) - count;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    },
  };
}

// A load of many kinds of request at once, for the benches of issue 36: `connections` loops, each
// sending the next request of the mix (in turn) on a kept-alive connection as soon as its last
// answer has come, for `durationMs`. Every answer is kept: its kind, status, time, and whether an
// instance gave it (X-Served-By, set by the bench's proxy) or the proxy made it itself.
import http from 'node:http';

export type Request = {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: () => Record<string, string>;
  body?: () => string;
};

export type Answer = {
  kind: string;
  /** 0: no answer (the connection failed or was cut). */
  status: number;
  ms: number;
  /** When the request was sent, in ms from the start of the load. */
  at: number;
  /** The instance that answered (X-Served-By), none when the proxy answered itself. */
  servedBy: string | undefined;
};

export type Load = {
  answers: Answer[];
  /** Requests sent and not yet answered, at this moment. */
  inFlight: () => number;
  /** Ends the load before `durationMs`: each loop sends nothing more after its answer. */
  stop: () => void;
  done: Promise<Answer[]>;
};

const REQUEST_TIMEOUT_MS = 60_000;

function send(agent: http.Agent, base: URL, request: Request): Promise<Omit<Answer, 'at'>> {
  const started = performance.now();
  const body = request.body?.();
  return new Promise((resolve) => {
    const finish = (status: number, servedBy?: string) =>
      resolve({ kind: request.kind, status, ms: performance.now() - started, servedBy });
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          'accept-language': 'en',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...request.headers?.(),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => finish(res.statusCode ?? 0, res.headers['x-served-by'] as string));
        res.on('error', () => finish(0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => finish(0));
    req.end(body);
  });
}

/**
 * Starts the load; `done` resolves once every loop has had its last answer after `durationMs` (or
 * `stop()`). `pauseAfterProxy503Ms`: a loop whose answer came from the proxy itself (503, no
 * instance to take it) waits that long before its next request, as a client told to retry does,
 * instead of a burst of thousands of refusals a second while no instance is up.
 */
export function mixedLoad(options: {
  base: string;
  connections: number;
  durationMs: number;
  mix: Request[];
  pauseAfterProxy503Ms?: number;
}): Load {
  const base = new URL(options.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const answers: Answer[] = [];
  const start = performance.now();
  let next = 0;
  let inFlight = 0;
  let stopped = false;
  const loop = async () => {
    while (!stopped && performance.now() - start < options.durationMs) {
      const request = options.mix[next % options.mix.length]!;
      next += 1;
      const at = performance.now() - start;
      inFlight += 1;
      const answer = await send(agent, base, request);
      inFlight -= 1;
      answers.push({ ...answer, at });
      if (options.pauseAfterProxy503Ms && answer.status === 503 && !answer.servedBy) {
        await new Promise((resolve) => setTimeout(resolve, options.pauseAfterProxy503Ms));
      }
    }
  };
  const done = Promise.all(Array.from({ length: options.connections }, loop)).then(() => {
    agent.destroy();
    return answers;
  });
  return { answers, inFlight: () => inFlight, stop: () => (stopped = true), done };
}

export const percentileOf = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** What a load's answers add up to. */
export function summary(answers: Answer[]) {
  const ms = answers.map((answer) => answer.ms);
  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return {
    requests: answers.length,
    proxy503: answers.filter((answer) => answer.status === 503 && !answer.servedBy).length,
    failed: answers.filter((answer) => answer.status === 0 || answer.status >= 500).length,
    p50: Math.round(percentileOf(ms, 50)),
    p95: Math.round(percentileOf(ms, 95)),
    p99: Math.round(percentileOf(ms, 99)),
    statuses: [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
  };
}

/** A random address of TEST-NET-3 / 198.18.0.0/15, a new one each call. */
export const randomAddress = () =>
  `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

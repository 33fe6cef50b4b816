// The cold-start phase of `npm run bench:instances` (issue 48, item 2): both instances ended, the
// load started through the proxy, then both instances started again at once, cold, with `workers`
// processes each. Its answers in two parts: before the proxy saw an instance UP (the proxy has no
// server: its 503s are expected), and live, from then on, until `liveSeconds` after both are UP:
// there a proxy 503 means an instance was taken out under the load (target 0).
import type { Cluster } from '../instances/harness';

import { mixedLoad, summary, type Answer, type Request } from './bench-mixed-load';

export type ServerState = { name: string; status: string };
type Look = { at: number; servers: ServerState[] };

const up = (server: ServerState) => server.status.startsWith('UP');

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function coldStartPhase({
  cluster,
  workers,
  connections,
  liveSeconds,
  proxyUrl,
  mix,
  servers,
  row,
}: {
  cluster: Cluster;
  workers: number;
  connections: number;
  liveSeconds: number;
  proxyUrl: string;
  mix: Request[];
  servers: () => Promise<ServerState[]>;
  row: (label: string, values: ReturnType<typeof summary>) => string;
}) {
  await Promise.all([cluster.kill('a'), cluster.kill('b')]);
  // Seen down first: slowstart applies to an instance that comes back.
  await until(
    async () => (await servers()).every((server) => !up(server)),
    60_000,
    'both instances DOWN in the proxy',
  );

  const start = performance.now();
  const load = mixedLoad({
    base: proxyUrl,
    connections,
    durationMs: 30 * 60_000,
    mix,
    pauseAfterProxy503Ms: 1_000,
  });
  const readyAt: Record<string, number> = {};
  const starting = (['a', 'b'] as const).map((name) =>
    cluster.start(name, workers).then(() => (readyAt[name] = performance.now() - start)),
  );
  const looks: Look[] = [];
  let bothUpAt: number | undefined;
  let startFailed: unknown;
  void Promise.all(starting).catch((error: unknown) => (startFailed = error));
  while (startFailed === undefined) {
    const at = performance.now() - start;
    const seen = await servers().catch(() => []);
    looks.push({ at, servers: seen });
    if (bothUpAt === undefined && seen.length > 0 && seen.every(up)) bothUpAt = at;
    if (bothUpAt !== undefined && at - bothUpAt >= liveSeconds * 1000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  load.stop();
  const answers = await load.done;
  if (startFailed !== undefined) throw startFailed;

  const firstUp = looks.find((look) => look.servers.some(up))?.at ?? Number.POSITIVE_INFINITY;
  const before = answers.filter((answer: Answer) => answer.at < firstUp);
  const live = answers.filter((answer: Answer) => answer.at >= firstUp);
  const label = `${workers} process${workers === 1 ? '' : 'es'}`;
  console.log(row(`4. cold start, ${label} each`, summary(answers)));
  console.log(row('   before an instance is UP', summary(before)));
  console.log(row('   live (an instance UP onward)', summary(live)));
  const outAfterUp = (name: string) => {
    const seenUp = looks.findIndex((look) => look.servers.some((s) => s.name === name && up(s)));
    if (seenUp === -1) return 'never UP';
    const out = looks
      .slice(seenUp)
      .filter((look) => look.servers.some((s) => s.name === name && !up(s))).length;
    return `ready ${((readyAt[name] ?? 0) / 1000).toFixed(1)} s, UP in the proxy ${(looks[seenUp]!.at / 1000).toFixed(1)} s, out of rotation afterwards in ${out} of ${looks.length - seenUp} looks`;
  };
  console.log(`   instance A: ${outAfterUp('a')}`);
  console.log(`   instance B: ${outAfterUp('b')}`);
  return { before: summary(before), live: summary(live) };
}

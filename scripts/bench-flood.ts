// A login flood from many addresses, each under its own limit (issue 36, item 2): /news p95 under a
// light load alone, then with FLOOD_CONNECTIONS connections sending wrong passwords for unknown
// addresses from a new address each time (every one reaches a password hash). Target: p95 during
// the flood at most twice the one before. FLOOD_ADDRESSES=n draws the addresses from n fixed ones
// instead (issue 48: 250–1,000 addresses, each soon refused under its own limit). Part of `npm run bench` (one process on the embedded
// database) and of `npm run bench:instances` (an instance of the cluster on PostgreSQL).
import { mixedLoad, randomAddress, summary, type Request } from './bench-mixed-load';

const PAGE_CONNECTIONS = 10;
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 100);
const FLOOD_ADDRESSES = Number(process.env.FLOOD_ADDRESSES ?? 0);
const pool = Array.from({ length: FLOOD_ADDRESSES }, randomAddress);
const floodAddress = () =>
  pool.length > 0 ? pool[Math.floor(Math.random() * pool.length)]! : randomAddress();

export async function floodBench(
  base: string,
  {
    seconds,
    forwardedFor = (address: string) => address,
  }: { seconds: number; forwardedFor?: (address: string) => string },
) {
  const durationMs = seconds * 1000;
  const news: Request[] = [{ kind: 'news', method: 'GET', path: '/news' }];
  const flood: Request[] = [
    {
      kind: 'login',
      method: 'POST',
      path: '/api/login',
      headers: () => ({
        'x-forwarded-for': forwardedFor(floodAddress()),
        'x-requested-with': 'XMLHttpRequest',
      }),
      body: () =>
        JSON.stringify({
          email: `flood-${Math.random().toString(36).slice(2)}@example.jo`,
          password: 'Wrong-Password-2026',
        }),
    },
  ];
  await fetch(`${base}/news`);
  const before = summary(
    await mixedLoad({ base, connections: PAGE_CONNECTIONS, durationMs, mix: news }).done,
  );
  const floodLoad = mixedLoad({ base, connections: FLOOD_CONNECTIONS, durationMs, mix: flood });
  const during = summary(
    await mixedLoad({ base, connections: PAGE_CONNECTIONS, durationMs, mix: news }).done,
  );
  const logins = summary(await floodLoad.done);
  console.log(
    `\nA login flood (${FLOOD_CONNECTIONS} connections, ${pool.length > 0 ? `addresses drawn from ${pool.length}` : 'a new address each attempt'}) and /news (${PAGE_CONNECTIONS} connections), ${seconds} s each, on ${base}\n`,
  );
  console.log('                         requests  p50 ms  p95 ms  p99 ms  statuses');
  const line = (label: string, values: ReturnType<typeof summary>) =>
    console.log(
      `${label.padEnd(25)}${String(values.requests).padStart(8)}${String(values.p50).padStart(8)}${String(values.p95).padStart(8)}${String(values.p99).padStart(8)}  ${values.statuses}`,
    );
  line('/news before the flood', before);
  line('/news during the flood', during);
  line('the flood’s logins', logins);
  console.log(`/news p95 during ÷ before: ${(during.p95 / Math.max(1, before.p95)).toFixed(2)}×`);
  return { before, during, logins };
}

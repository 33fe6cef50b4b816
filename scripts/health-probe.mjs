// GET a URL every 100 ms for the given seconds and print each answer's status and latency as JSON.
// A process of its own, so that the latency measured is the server's, not the wait of a load
// generator's busy event loop (scripts/bench-load.ts runs it beside autocannon).
import http from 'node:http';

const [url, seconds] = [process.argv[2], Number(process.argv[3] ?? 8)];
const agent = new http.Agent({ keepAlive: false });
const samples = [];
const until = Date.now() + seconds * 1000;

const get = () =>
  new Promise((resolve) => {
    const started = performance.now();
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, ms: performance.now() - started }),
        );
      })
      .on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });

while (Date.now() < until) {
  samples.push(await get());
  await new Promise((resolve) => setTimeout(resolve, 100));
}
process.stdout.write(JSON.stringify(samples));

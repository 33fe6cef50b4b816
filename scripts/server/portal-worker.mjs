// A worker process of `npm start`'s cluster (cluster.mjs forks it): the portal's server
// (serve.mjs) without a port of its own, serving the connections its primary hands it.
import { runClusterWorker } from './cluster-worker.mjs';
import { closeDatabase, serve } from './serve.mjs';

process.env.NODE_ENV = 'production';
const server = await serve({ port: Number(process.env.PORT ?? 3000), worker: true });
await runClusterWorker({ server, beforeExit: closeDatabase });

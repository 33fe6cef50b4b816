import net from 'node:net';

/**
 * A TCP relay to `target` (a redis:// or similar URL) that a test can cut and restore, as a
 * network outage would. `url` is the relay's address in the target's scheme; `restore` listens
 * again on the same port.
 */
export async function tcpRelay(target: string) {
  const { hostname, port: targetPort, protocol } = new URL(target);
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((socket) => {
        const upstream = net.connect(Number(targetPort) || 6379, hostname);
        for (const end of [socket, upstream]) {
          sockets.add(end);
          end.on('error', () => undefined);
          end.on('close', () => sockets.delete(end));
        }
        socket.pipe(upstream).pipe(socket);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    url: `${protocol}//127.0.0.1:${port}`,
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    restore: listen,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

export const HEADERS_TIMEOUT_MS: number;
export const REQUEST_TIMEOUT_MS: number;
export const KEEP_ALIVE_TIMEOUT_MS: number;
export const CONNECTIONS_CHECKING_INTERVAL_MS: number;
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS: number;

export function maxConnectionsPerAddress(env?: Record<string, string | undefined>): number;

export type PortalServer = Server<typeof IncomingMessage, typeof ServerResponse> & {
  connectionsByAddress: () => Map<string, number>;
};

export function createPortalServer(
  options: {
    maxPerAddress?: number;
    headersTimeout?: number;
    requestTimeout?: number;
    keepAliveTimeout?: number;
    connectionsCheckingInterval?: number;
    log?: (level: number, fields: Record<string, unknown>, message: string) => void;
  },
  listener: RequestListener,
): PortalServer;

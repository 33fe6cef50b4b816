import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export function handOverConnection(server: Server, socket: Socket, waitedMs?: number): void;

export function requestDeadlines(limits: { headersTimeout: number; requestTimeout: number }): {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
  watch: (server: Server) => void;
};

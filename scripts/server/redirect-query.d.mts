import type { IncomingMessage, ServerResponse } from 'node:http';

export function completeRedirectQuery(
  location: unknown,
  requestTarget: string | undefined,
): unknown;
export function keepQueryOnRedirects(req: IncomingMessage, res: ServerResponse): void;

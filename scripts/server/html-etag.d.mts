import type { IncomingMessage, ServerResponse } from 'node:http';

export function etagOf(bytes: Uint8Array): string;
export function ifNoneMatchHolds(header: unknown, etag: string): boolean;
export function etagWholeHtmlResponses(req: IncomingMessage, res: ServerResponse): void;

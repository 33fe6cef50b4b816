import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const NOT_FOUND_VIEW_HEADER: string;
export const NOT_FOUND_VIEW_TOKEN_ENV: string;
export const NOT_FOUND_VIEW_TIMEOUT_MS: number;

export function isBlankNotFoundPage(
  status: number,
  contentType: unknown,
  body: Uint8Array | string,
): boolean;

export type RenderView = (req: IncomingMessage) => Promise<Buffer | null>;

export function fillBlankNotFoundPages(
  req: IncomingMessage,
  res: ServerResponse,
  renderView: RenderView,
): void;

export function notFoundViewOverLoopback(options: {
  address: () => AddressInfo | string | null;
  token: string;
  timeoutMs?: number;
}): RenderView;

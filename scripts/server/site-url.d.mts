import type { IncomingMessage } from 'node:http';

export function defaultSiteUrl(port: number | string): string;

export function listeningUrl(listening: { address?: string; port: number }): string;

export function siteUrlProblem(options: {
  siteUrl: string | undefined;
  listening: { address?: string; port: number };
}): string | null;

export function hostMismatch(siteUrl: string, hostHeader: string | undefined): string | null;

export function watchRequestHosts(
  siteUrl: string,
  warn: (message: string, fields: Record<string, unknown>) => void,
): (req: Pick<IncomingMessage, 'url' | 'headers'>) => void;

export function loudWarning(message: string): string;

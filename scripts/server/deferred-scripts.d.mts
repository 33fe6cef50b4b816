import type { ServerResponse } from 'node:http';

export const DEFERRED_SCRIPT_ATTRIBUTE: string;
export const SLOW_FIRST_BYTE_MS: number;
export const PAINT_WAIT_MS: number;
export function loaderElement(nonce?: string): string;
export function createScriptDeferrer(options?: { nonce?: string }): {
  push(text: string): string;
  end(): string;
};
export function nonceOfPolicy(policy: unknown): string | undefined;
export function deferScriptsOfHtmlResponses(res: ServerResponse): void;
export function deferScriptsEnabled(env?: Record<string, string | undefined>): boolean;

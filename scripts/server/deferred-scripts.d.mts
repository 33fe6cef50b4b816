import type { ServerResponse } from 'node:http';

export function createScriptDeferrer(options?: { nonce?: string }): {
  push(text: string): string;
  end(): string;
};
export function nonceOfPolicy(policy: unknown): string | undefined;
export function deferScriptsOfHtmlResponses(res: ServerResponse): void;
export function deferScriptsEnabled(env?: Record<string, string | undefined>): boolean;

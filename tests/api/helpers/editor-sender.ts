import { createStaff, type TestMember } from './accounts';
import { sendJson } from './send-json';
import type { TestApi } from './test-api';

/** A page of a staff list, as the console's list routes answer it. */
export type Page<T> = {
  data: T[];
  total: number;
  page: number;
  page_size: number;
  page_count: number;
};

/**
 * Requests under `prefix` as one staff editor (made on first use), in English: `send(method, path,
 * body?, headers?)`, the headers added to the editor's bearer.
 */
export function editorSender(api: TestApi, prefix: string) {
  let editorCache: TestMember | undefined;
  const editor = async () => (editorCache ??= await createStaff(api, 'editor'));
  const send = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    sendJson(
      api,
      method,
      `${prefix}${path}`,
      { 'Accept-Language': 'en', ...(await editor()).bearer, ...headers },
      body,
    );
  return { editor, send };
}

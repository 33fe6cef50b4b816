import { apiFetch } from '@/lib/http/api-fetch';

/** Why an upload failed, in the page's language (the API's words, else the caller's fallback). */
export class ContentImageError extends Error {}

/**
 * Sends one picture to POST /api/staff/content-images (multipart `file`): the server checks it by
 * its content, re-encodes it and answers the address pages show it at.
 */
export async function uploadContentImage(file: File, fallback: string): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await apiFetch('/staff/content-images', { method: 'POST', body });
  } catch {
    throw new ContentImageError(fallback);
  }
  const answer = (await response.json().catch(() => ({}))) as {
    url?: unknown;
    message?: unknown;
    errors?: Record<string, unknown>;
  };
  if (response.status === 201 && typeof answer.url === 'string') return answer.url;
  const fileError = Array.isArray(answer.errors?.file) ? answer.errors.file[0] : undefined;
  const text = typeof fileError === 'string' ? fileError : answer.message;
  throw new ContentImageError(typeof text === 'string' && text ? text : fallback);
}

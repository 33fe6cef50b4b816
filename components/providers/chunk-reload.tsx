'use client';

import { useEffect } from 'react';

const RELOAD_KEY = 'chunk-reload-at';
const RELOAD_INTERVAL_MS = 60_000; // part 1 §4: at most once per 60 s
const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module/;

/**
 * Reloads the page (at most once a minute) when `reason` says its scripts were replaced by a
 * deployment; any other failure is left to the caller.
 */
export function reloadOnChunkError(reason: unknown) {
  reloadOnce(reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason));
}

function reloadOnce(message: string) {
  if (!CHUNK_ERROR.test(message)) return;
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_INTERVAL_MS) return;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
}

// A deployment replaces the script files; a page still holding the old ones reloads to get the new.
export function ChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) =>
      reloadOnce(`${event.message} ${event.error?.name ?? ''}`);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import {
  NEXT_REWRITTEN_PATH_HEADER,
  NEXT_REWRITTEN_QUERY_HEADER,
  NEXT_RSC_UNION_QUERY,
} from 'next/dist/client/components/app-router-headers';
import { NEXT_CACHE_TAGS_HEADER } from 'next/dist/lib/constants';
import {
  BUILD_ID_FILE,
  CLIENT_STATIC_FILES_PATH,
  ROUTES_MANIFEST,
} from 'next/dist/shared/lib/constants';
import { describe, expect, it } from 'vitest';

import { INTERNAL_HEADERS } from '@/scripts/server/internal-headers.mjs';

// Issue 44: the names of Next's private (undocumented) output the portal's server and scripts read
// or rewrite, as Next 16.4.6 (pinned in package.json) writes them. A Next upgrade that renames one
// fails here, before any build; one that changes the shape of what they name fails the journey
// each is listed with in docs/architecture.md ("What depends on Next's private output").

const require = createRequire(import.meta.url);
const sourceOf = (module: string) => readFileSync(require.resolve(module), 'utf8');

describe("Next's private names the portal depends on", () => {
  it('the build folder: BUILD_ID (start.mjs), routes-manifest.json, static/', () => {
    expect(BUILD_ID_FILE).toBe('BUILD_ID');
    expect(ROUTES_MANIFEST).toBe('routes-manifest.json');
    expect(CLIENT_STATIC_FILES_PATH).toBe('static');
  });

  it('the data cache on disk: cache/fetch-cache beside the server folder (start.mjs --fresh)', () => {
    expect(sourceOf('next/dist/server/lib/incremental-cache/file-system-cache.js')).toContain(
      "'..', 'cache', 'fetch-cache'",
    );
  });

  it('the router’s marker and headers the server leaves out (redirect-query, internal-headers)', () => {
    expect(NEXT_RSC_UNION_QUERY).toBe('_rsc');
    expect(NEXT_REWRITTEN_PATH_HEADER).toBe('x-nextjs-rewritten-path');
    expect(NEXT_REWRITTEN_QUERY_HEADER).toBe('x-nextjs-rewritten-query');
    expect(INTERNAL_HEADERS).toEqual(['x-middleware-rewrite']);
    expect(sourceOf('next/dist/server/web/adapter.js')).toContain("'x-middleware-rewrite'");
  });

  it('the empty 404 document the server fills (not-found-pages.mjs)', () => {
    expect(sourceOf('next/dist/server/app-render/app-render.js')).toContain('__next_error__');
  });

  it('the tags of a cached page, as the shared cache stores them (next-cache-handler.mjs)', () => {
    expect(NEXT_CACHE_TAGS_HEADER).toBe('x-next-cache-tags');
  });

  it('the file-system cache the portal extends without REDIS_URL (file-system-cache-handler.mjs)', () => {
    const { default: FileSystemCache } =
      require('next/dist/server/lib/incremental-cache/file-system-cache.js') as {
        default: { prototype: Record<string, unknown> };
      };
    for (const method of ['get', 'set', 'revalidateTag']) {
      expect(typeof FileSystemCache.prototype[method], method).toBe('function');
    }
  });

  it('the hash of re-validation times the library’s Redis handler reads (render-start.mjs)', () => {
    expect(sourceOf('@fortedigital/nextjs-cache-handler/redis-strings')).toContain(
      '"__revalidated_tags__"',
    );
  });
});

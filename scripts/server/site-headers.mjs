// The security headers next.config.ts gives every response (lib/security/headers.ts), read from
// the build's routes manifest (in NEXT_DIST_DIR when set) so the answers this server writes itself
// carry the same ones.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** @returns {Record<string, string>} */
export function siteHeaders(dir = process.cwd()) {
  try {
    const manifest = JSON.parse(
      readFileSync(
        path.join(dir, process.env.NEXT_DIST_DIR || '.next', 'routes-manifest.json'),
        'utf8',
      ),
    );
    const rule = (manifest.headers ?? []).find((entry) => entry.source === '/:path*');
    return Object.fromEntries((rule?.headers ?? []).map(({ key, value }) => [key, value]));
  } catch {
    return {};
  }
}

import path from 'node:path';

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

import { securityHeaders } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// With REDIS_URL, pages and cached reads live in Redis, shared by every instance, and none keeps a
// private copy in memory (issue 30, docs/deploy.md); without it, Next's own file-system cache,
// which drops a render that began before a re-validation of its tags (issue 56). Read when the
// server starts (Next loads this file again then), not only at build time.
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? {
      cacheHandler: path.join(process.cwd(), 'lib/cache/next-cache-handler.mjs'),
      cacheMaxMemorySize: 0,
    }
  : { cacheHandler: path.join(process.cwd(), 'lib/cache/file-system-cache-handler.mjs') };

const nextConfig: NextConfig = {
  // A separate build folder lets several development servers run side by side (NEXT_DIST_DIR).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` checks the types (tsc) before the journeys build the app: the build does not again.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  ...sharedCache,
  // The portal's server compresses (scripts/server/serve.mjs): it rewrites a page's HTML first.
  compress: false,
  // Its ETag hashes each cached page's HTML in JavaScript; the portal's server hashes the bytes it
  // sends natively and answers If-None-Match itself (scripts/server/html-etag.mjs, issue 56).
  generateEtags: false,
  reactStrictMode: true,
  // pdfkit finds files beside its own module at run time (its standard fonts through createRequire,
  // its colour profile by __filename): left to Node, not bundled (lib/pdf, docs/decisions/pdf.md).
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'pg', 'pdfkit'],
  // forbidden() answers 403 on console pages a member (or the wrong staff role) opens.
  experimental: {
    authInterrupts: true,
    // Fewer, larger chunks: on a slow phone network each request costs a round trip and six share
    // a connection pool, so a page's 15 chunks loaded in three waves (issue 31, docs/performance.md).
    turbopackChunking: { minChunkSize: 200_000, maxChunkCountPerGroup: 4 },
  },
  // The full export guide was public under /files/guide until issue 26; it is for members now
  // (GET /api/files/guide/…, which refuses a visitor), and its old address redirects there (a
  // rewrite would hand the API the old path, which it does not route).
  async redirects() {
    return [
      {
        source: '/files/guide/jordan-export-guide-:lang(en|ar).pdf',
        destination: '/api/files/guide/jordan-export-guide-:lang.pdf',
        permanent: true,
      },
    ];
  },
  async headers() {
    return [
      // The web fonts' names carry their package version (lib/theme/font-files.ts).
      {
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      {
        source: '/:path*',
        headers: securityHeaders({ production: process.env.NODE_ENV === 'production' }),
        // The console sends a stricter policy of its own, with a nonce (proxy.ts).
        missing: [{ type: 'header', key: 'x-console-path' }],
      },
      {
        source: '/:path*',
        headers: securityHeaders({
          production: process.env.NODE_ENV === 'production',
          contentSecurityPolicy: false,
        }),
        has: [{ type: 'header', key: 'x-console-path' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);

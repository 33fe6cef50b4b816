// Whether the production build in the dist folder is newer than every source it was made from:
// `npm start` builds only when it is not, and `npm test` builds once for every Playwright run.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'app',
  'components',
  'features',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
];

function newestMtime(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, child) => Math.max(newest, newestMtime(root, path.join(entry, child))),
    stat.mtimeMs,
  );
}

/** The first source newer than the build (or the missing BUILD_ID); undefined when it is current. */
export function staleBuildReason(
  root = process.cwd(),
  distDir = process.env.NEXT_DIST_DIR || '.next',
) {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return `no build in ${distDir}`;
  const built = statSync(buildId).mtimeMs;
  const changed = SOURCES.find((entry) => newestMtime(root, entry) > built);
  return changed ? `${changed} changed after the build in ${distDir}` : undefined;
}

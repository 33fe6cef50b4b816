// The package registry this project installs from lacks some platform binaries (macOS, Windows,
// rare Linux CPUs), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses
// the lock. This adds an entry for every optional platform dependency the lock lacks, with the os and
// cpu read from its name, so npm ci validates the lock and skips those packages on this platform.
// Run after `npm install` changes the lock: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'ppc64',
  's390x',
  'riscv64',
  'loong64',
  'wasm32',
  'mips64el',
];

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const tokens = name.split('/').at(-1).split('-');
    const os = tokens.find((token) => OS.includes(token));
    const cpu = tokens.find((token) => CPU.includes(token));
    if (!os && !cpu) continue; // not a platform binary: leave it to npm
    packages[`node_modules/${name}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);

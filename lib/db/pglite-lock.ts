import { readFileSync, rmSync, writeFileSync } from 'node:fs';

// The embedded database (PGlite) is one process's: two processes writing the same folder corrupt
// it (a second `npm start`, or an import command, while the portal runs: the second one's
// migrations were lost and its catalogue left half-written). Whoever opens the folder holds a
// lock file beside it naming its process; another process is refused while that one lives. A lock
// left by a process that died is taken over.

export class EmbeddedDatabaseInUseError extends Error {}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const holderOf = (file: string): number | null => {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/** Takes the folder's lock for this process; answers the function that gives it back. */
export function lockEmbeddedDatabase(folder: string): () => void {
  const file = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder === process.pid) return () => undefined;
      if (holder !== null && alive(holder)) {
        throw new EmbeddedDatabaseInUseError(
          `The embedded database in ${folder} is open in process ${holder}: stop that process first (the embedded database allows one process; set DATABASE_URL to share PostgreSQL).`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new EmbeddedDatabaseInUseError(`The embedded database in ${folder} could not be locked.`);
}

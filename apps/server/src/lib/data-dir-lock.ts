import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'praxis.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live Praxis process that holds this data folder's embedded database, if any. */
export function dataDirOwner(dataDir: string): number | null {
  const file = path.join(dataDir, LOCK_FILE);
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * The embedded database belongs to one process: a second server, a backup or a restore on the
 * same folder would corrupt it. Claims the folder (DATA_DIR/praxis.pid) or throws a French error
 * naming the process that holds it; a pid file left by a crashed process is taken over.
 */
export function claimDataDir(dataDir: string, purpose: string): () => void {
  const owner = dataDirOwner(dataDir);
  if (owner !== null) {
    throw new Error(
      `Le dossier de données ${dataDir} est utilisé par Praxis (processus ${owner}) : arrêtez-le avant ${purpose}. ` +
        'La base embarquée ne peut être ouverte que par un seul processus à la fois.',
    );
  }
  const file = path.join(dataDir, LOCK_FILE);
  writeFileSync(file, String(process.pid), { mode: 0o600 });
  return () => {
    if (existsSync(file) && readFileSync(file, 'utf8') === String(process.pid)) rmSync(file, { force: true });
  };
}

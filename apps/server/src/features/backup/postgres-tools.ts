import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs pg_dump or pg_restore (the PostgreSQL client tools, same major version as the server).
 * Their stderr may quote SQL with data: only its first line reaches the error.
 */
export async function runPostgresTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(
        `${tool} est introuvable : installez le client PostgreSQL de la même version que le serveur (paquet postgresql-client).`,
        { cause: error },
      );
    }
    const firstLine = (failure.stderr ?? '').split('\n').find((line) => line.trim() !== '') ?? failure.message;
    throw new Error(`${tool} a échoué : ${firstLine}`, { cause: error });
  }
}

import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import type { Env } from '../../env';
import { claimDataDir } from '../../lib/data-dir-lock';
import { openDatabase } from '../../lib/db';
import { countRows, hashFiles, readerOf, type BackupManifest } from './backup-manifest';
import { runPostgresTool } from './postgres-tools';

export const PGLITE_DUMP = 'database/pglite.tar.gz';
export const POSTGRES_DUMP = 'database/postgres.dump';
export const AUTH_SECRET_FILE = 'auth-secret';

/** Rows counted in the very snapshot pg_dump reads (exported from a repeatable-read transaction). */
async function dumpPostgres(url: string, target: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const snapshot = rows[0]?.id;
    if (!snapshot) throw new Error('instantané PostgreSQL indisponible');
    await runPostgresTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      `--file=${target}`,
      `--dbname=${url}`,
    ]);
    const counts = await countRows(async (sqlText) => (await client.query(sqlText)).rows);
    await client.query('COMMIT');
    return counts;
  } finally {
    await client.end();
  }
}

async function dumpPglite(dataDir: string, target: string): Promise<Record<string, number>> {
  const dbDir = path.join(dataDir, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) throw new Error(`Aucune base Praxis dans ${dbDir} : vérifiez DATA_DIR.`);
  const release = claimDataDir(dataDir, 'la sauvegarde');
  try {
    const handle = await openDatabase({ driver: 'pglite', dataDir: dbDir });
    try {
      if (handle.raw.driver !== 'pglite') throw new Error('base embarquée attendue');
      const counts = await countRows(readerOf(handle.db));
      const dump = await handle.raw.client.dumpDataDir('gzip');
      writeFileSync(target, new Uint8Array(await dump.arrayBuffer()));
      return counts;
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/**
 * Writes one archive (tar.gz) holding a consistent dump of the database (PGlite's data folder, or
 * pg_dump's custom format inside one snapshot), the stored files (local storage), the generated
 * auth secret, and manifest.json with row counts and file hashes that the restore checks.
 * The embedded database must not be in use (stop the server first); PostgreSQL is dumped live.
 */
export async function createBackup(env: Env, outDir: string, now = new Date()): Promise<{ file: string; manifest: BackupManifest }> {
  const staging = mkdtempSync(path.join(os.tmpdir(), 'praxis-backup-'));
  try {
    mkdirSync(path.join(staging, 'database'));
    const rowCounts = env.databaseUrl
      ? await dumpPostgres(env.databaseUrl, path.join(staging, POSTGRES_DUMP))
      : await dumpPglite(env.dataDir, path.join(staging, PGLITE_DUMP));
    const stagedFiles = path.join(staging, 'files');
    // Files on S3 stay in their bucket (versioned by the provider); only local storage is archived.
    if (!env.s3 && existsSync(env.filesDir)) cpSync(env.filesDir, stagedFiles, { recursive: true });
    const secretFile = path.join(env.dataDir, AUTH_SECRET_FILE);
    const hasAuthSecret = existsSync(secretFile);
    if (hasAuthSecret) cpSync(secretFile, path.join(staging, AUTH_SECRET_FILE));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      driver: env.databaseUrl ? 'postgres' : 'pglite',
      rowCounts,
      files: await hashFiles(stagedFiles),
      hasAuthSecret,
    };
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    mkdirSync(outDir, { recursive: true, mode: 0o700 });
    const file = path.join(outDir, `praxis-sauvegarde-${timestamp(now)}.tar.gz`);
    const partial = `${file}.partial`;
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, readdirSync(staging));
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return { file, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

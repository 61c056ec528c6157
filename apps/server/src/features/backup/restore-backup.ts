import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import type { Env } from '../../env';
import { claimDataDir } from '../../lib/data-dir-lock';
import { openDatabase, type DatabaseHandle } from '../../lib/db';
import { compareWithManifest, countRows, hashFiles, readerOf, type BackupManifest } from './backup-manifest';
import { AUTH_SECRET_FILE, PGLITE_DUMP, POSTGRES_DUMP } from './create-backup';
import { runPostgresTool } from './postgres-tools';

const ZManifest = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  driver: z.enum(['pglite', 'postgres']),
  rowCounts: z.record(z.string(), z.number().int().min(0)),
  files: z.record(z.string(), z.object({ size: z.number().int().min(0), sha256: z.string() })),
  hasAuthSecret: z.boolean(),
});

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

function readManifest(staging: string): BackupManifest {
  const file = path.join(staging, 'manifest.json');
  const parsed = existsSync(file) ? ZManifest.safeParse(JSON.parse(readFileSync(file, 'utf8'))) : null;
  if (!parsed?.success) throw new Error("Ce fichier n'est pas une sauvegarde Praxis (manifest.json absent ou illisible).");
  return parsed.data;
}

async function restorePostgres(url: string, dump: string): Promise<Record<string, number>> {
  const handle = await openDatabase({ driver: 'postgres', url, poolSize: 1 });
  try {
    const tables = await readerOf(handle.db)<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    if ((tables[0]?.n ?? 0) > 0) {
      throw new Error("La base de données cible n'est pas vide : restaurez dans une base neuve (CREATE DATABASE).");
    }
    await runPostgresTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, dump]);
    return await countRows(readerOf(handle.db));
  } finally {
    await handle.close();
  }
}

async function restorePglite(dataDir: string, dump: string): Promise<Record<string, number>> {
  const dbDir = path.join(dataDir, 'db');
  if (!isEmptyDir(dbDir)) throw new Error(`Le dossier ${dbDir} contient déjà une base : restaurez dans un DATA_DIR vide.`);
  let handle: DatabaseHandle | null = null;
  try {
    handle = await openDatabase({ driver: 'pglite', dataDir: dbDir, loadDataDir: new Blob([readFileSync(dump)]) });
    return await countRows(readerOf(handle.db));
  } finally {
    await handle?.close();
  }
}

/**
 * Restores an archive of createBackup into an empty DATA_DIR (embedded database) or an empty
 * PostgreSQL database (DATABASE_URL), then checks every row count and file hash against the
 * manifest. Throws a French message listing the differences, if any.
 */
export async function restoreBackup(env: Env, archive: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new Error(`Sauvegarde introuvable : ${archive}`);
  const staging = mkdtempSync(path.join(os.tmpdir(), 'praxis-restore-'));
  mkdirSync(env.dataDir, { recursive: true, mode: 0o700 });
  const release = env.databaseUrl ? () => undefined : claimDataDir(env.dataDir, 'la restauration');
  try {
    try {
      await tar.x({ file: archive, cwd: staging, strict: true });
    } catch (error) {
      throw new Error("Ce fichier n'est pas une sauvegarde Praxis lisible (archive tar.gz attendue).", { cause: error });
    }
    const manifest = readManifest(staging);
    const driver = env.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.driver !== driver) {
      throw new Error(
        manifest.driver === 'postgres'
          ? 'Cette sauvegarde vient d’une base PostgreSQL : restaurez-la avec DATABASE_URL.'
          : 'Cette sauvegarde vient de la base embarquée : restaurez-la sans DATABASE_URL, dans un DATA_DIR vide.',
      );
    }
    if (!env.s3 && !isEmptyDir(env.filesDir)) {
      throw new Error(`Le dossier ${env.filesDir} contient déjà des fichiers : restaurez dans un DATA_DIR vide.`);
    }
    const rowCounts = env.databaseUrl
      ? await restorePostgres(env.databaseUrl, path.join(staging, POSTGRES_DUMP))
      : await restorePglite(env.dataDir, path.join(staging, PGLITE_DUMP));
    const stagedFiles = path.join(staging, 'files');
    if (!env.s3 && existsSync(stagedFiles)) cpSync(stagedFiles, env.filesDir, { recursive: true });
    // The generated secret signs file links and encrypts 2FA secrets: the restored data needs it.
    if (manifest.hasAuthSecret) cpSync(path.join(staging, AUTH_SECRET_FILE), path.join(env.dataDir, AUTH_SECRET_FILE));
    const problems = compareWithManifest(manifest, {
      rowCounts,
      files: env.s3 ? manifest.files : await hashFiles(env.filesDir),
    });
    if (problems.length > 0) throw new Error(`La restauration ne correspond pas à la sauvegarde :\n- ${problems.join('\n- ')}`);
    return manifest;
  } finally {
    release();
    rmSync(staging, { recursive: true, force: true });
  }
}

import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseDriver } from '../../lib/db';
import { sqlRows } from '../../lib/sql-rows';

/** What a backup holds, written as manifest.json at the archive's root and checked on restore. */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  driver: DatabaseDriver;
  /** Rows per table ("schema.table") at the time of the dump. */
  rowCounts: Record<string, number>;
  /** Stored files (local storage) by path under files/, with their size and SHA-256. */
  files: Record<string, { size: number; sha256: string }>;
  /** True when DATA_DIR/auth-secret is in the archive (signed links, encrypted 2FA secrets). */
  hasAuthSecret: boolean;
};

/** Runs one SQL text and returns its rows (a Drizzle database, or a client inside a snapshot). */
export type RowReader = <T>(sqlText: string) => Promise<T[]>;

export const readerOf = (db: Database): RowReader => (sqlText) => sqlRows(db, sql.raw(sqlText));

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Rows per table of the application and of the migration journal. The job queue's own tables are
 * in the dump but not counted: jobs come and go while the server runs.
 */
export async function countRows(read: RowReader): Promise<Record<string, number>> {
  const tables = await read<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE'
     ORDER BY table_schema, table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await read<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${quoteIdentifier(schema)}.${quoteIdentifier(name)}`,
    );
    counts[`${schema}.${name}`] = row?.n ?? 0;
  }
  return counts;
}

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every regular file under root, by its path relative to root (forward slashes). */
export async function hashFiles(root: string): Promise<BackupManifest['files']> {
  const files: BackupManifest['files'] = {};
  if (!existsSync(root)) return files;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    files[relative] = { size: statSync(absolute).size, sha256: await sha256Of(absolute) };
  }
  return files;
}

/** The differences between what a backup promised and what a restore produced (empty: identical). */
export function compareWithManifest(
  manifest: BackupManifest,
  actual: { rowCounts: Record<string, number>; files: BackupManifest['files'] },
): string[] {
  const problems: string[] = [];
  for (const [table, expected] of Object.entries(manifest.rowCounts)) {
    const found = actual.rowCounts[table];
    if (found !== expected) problems.push(`${table} : ${expected} lignes attendues, ${found ?? 'table absente'}`);
  }
  for (const [file, expected] of Object.entries(manifest.files)) {
    const found = actual.files[file];
    if (!found) problems.push(`fichier manquant : ${file}`);
    else if (found.sha256 !== expected.sha256) problems.push(`fichier différent : ${file}`);
  }
  return problems;
}

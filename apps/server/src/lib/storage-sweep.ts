import { readdir, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from './executor';
import type { Logger } from './logger';
import { sqlRows } from './sql-rows';

/** A file with no row younger than this may be an upload whose row is being inserted. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
/** A temporary upload file is written from memory in milliseconds: older, its writer is gone. */
export const TEMPORARY_MIN_AGE_MS = 5 * 60 * 1000;

const TEMPORARY = /^\.upload-/;
const META = /^\.(.+)\.meta\.json$/;

/**
 * Every storage key a row points at: the `storage_path` and `…_storage_path` columns of every
 * table (a trame's PDF export is `pdf_storage_path`), found in the catalogue so that a new table
 * with files is never swept by mistake.
 */
async function referencedKeys(db: Executor): Promise<Set<string>> {
  const columns = await sqlRows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND (column_name = 'storage_path' OR column_name LIKE '%\_storage\_path')`,
  );
  const keys = new Set<string>();
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await sqlRows<{ key: string | null }>(
      db,
      sql`SELECT ${sql.identifier(column)} AS key FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL`,
    );
    for (const { key } of rows) if (key) keys.add(key);
  }
  return keys;
}

async function walk(dir: string, visit: (file: string, name: string) => Promise<void>): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await walk(full, visit);
      // Per-item folders left empty go too (the root stays).
      await rmdir(full).catch(() => undefined);
    } else if (entry.isFile()) await visit(full, entry.name);
  }
}

const isMissing = (err: unknown) => !!err && typeof err === 'object' && (err as { code?: unknown }).code === 'ENOENT';
async function removeIfPresent(file: string) {
  await unlink(file).catch((err: unknown) => {
    if (!isMissing(err)) throw err;
  });
}

/**
 * Start-up sweep of the local storage after a crash: temporary upload files, stored files that no
 * row points at (older than an hour, so an upload in flight keeps its file) and metadata files
 * left without their file. Counts only are logged, never names (they may name a patient).
 */
export async function sweepLocalStorage(opts: { root: string; db: Executor; logger: Logger; now?: number }) {
  const now = opts.now ?? Date.now();
  const root = path.resolve(opts.root);
  const keys = await referencedKeys(opts.db);
  let temporary = 0;
  let orphans = 0;
  const metas: string[] = [];
  await walk(root, async (file, name) => {
    if (META.test(name)) return void metas.push(file);
    const age = now - (await stat(file)).mtimeMs;
    if (TEMPORARY.test(name)) {
      if (age >= TEMPORARY_MIN_AGE_MS) {
        await removeIfPresent(file);
        temporary++;
      }
      return;
    }
    const key = path.relative(root, file).split(path.sep).join('/');
    if (!keys.has(key) && age >= ORPHAN_MIN_AGE_MS) {
      await removeIfPresent(file);
      orphans++;
    }
  });
  for (const meta of metas) {
    const owner = path.join(path.dirname(meta), path.basename(meta).replace(META, '$1'));
    try {
      await stat(owner);
    } catch (err) {
      if (isMissing(err)) await removeIfPresent(meta);
    }
  }
  if (temporary || orphans) opts.logger.warn({ temporary, orphans }, 'fichiers orphelins supprimés au démarrage');
  return { temporary, orphans };
}

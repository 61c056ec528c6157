import path from 'node:path';
import { loadEnv } from '../env';
import { createBackup } from '../features/backup/create-backup';

// npm run backup [-- --out DIR]: one archive of the database and the stored files.
const args = process.argv.slice(2);
const outArgument = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined;
const callerDir = process.env.INIT_CWD ?? process.cwd();
try {
  const env = loadEnv();
  const outDir = path.resolve(callerDir, outArgument ?? process.env.BACKUP_DIR ?? path.join(env.dataDir, '..', 'backups'));
  const started = performance.now();
  const { file, manifest } = await createBackup(env, outDir);
  const rows = Object.values(manifest.rowCounts).reduce((sum, n) => sum + n, 0);
  console.log(`Sauvegarde écrite : ${file}`);
  console.log(
    `${Object.keys(manifest.rowCounts).length} tables, ${rows} lignes, ${Object.keys(manifest.files).length} fichiers, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`Sauvegarde impossible : ${(error as Error).message}`);
  process.exit(1);
}

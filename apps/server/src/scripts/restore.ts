import path from 'node:path';
import { loadEnv } from '../env';
import { restoreBackup } from '../features/backup/restore-backup';

// npm run restore -- FILE: into an empty DATA_DIR, or an empty database with DATABASE_URL.
const file = process.argv[2];
if (!file) {
  console.error('Usage : npm run restore -- praxis-sauvegarde-AAAAMMJJ-HHMMSS.tar.gz');
  process.exit(1);
}
try {
  const env = loadEnv();
  const started = performance.now();
  const manifest = await restoreBackup(env, path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  console.log(`Sauvegarde du ${manifest.createdAt} restaurée et vérifiée (lignes de chaque table, empreinte de chaque fichier).`);
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`Restauration impossible : ${(error as Error).message}`);
  process.exit(1);
}

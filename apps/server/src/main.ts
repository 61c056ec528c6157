import { serve } from '@hono/node-server';
import { claimDataDir } from './lib/data-dir-lock';
import { keepConnectionsAlive } from './lib/keep-alive';
import { listenErrorMessage } from './lib/listen-errors';
import { safeError } from './lib/log-safe';
import { createPraxis, loadEnv } from './server';

const env = loadEnv();
// --worker-only: background jobs alone, no HTTP (PostgreSQL only: the embedded database belongs to
// one process). Several of these can run beside the web processes.
const workerOnly = process.argv.includes('--worker-only');
if (workerOnly && !env.databaseUrl) {
  console.error('--worker-only demande DATABASE_URL : la base embarquée ne se partage pas entre processus.');
  process.exit(1);
}
// The embedded database belongs to one process: a second server or a backup must not open it.
let releaseDataDir = () => undefined as void;
if (!env.databaseUrl) {
  try {
    releaseDataDir = claimDataDir(env.dataDir, 'de démarrer un second serveur');
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
process.on('exit', () => releaseDataDir());
const praxis = await createPraxis({ env });
const { logger } = praxis;

const server = workerOnly ? null : serve({ fetch: praxis.app.fetch, port: env.port, hostname: env.host }, (info) => {
  logger.info(
    { port: info.port, database: praxis.database.driver, dataDir: env.dataDir },
    `Praxis écoute sur ${env.publicUrl}`,
  );
});
if (server) keepConnectionsAlive(server);
// A port already taken: one French sentence saying what to change, not a stack trace.
server?.on('error', (err) => {
  const message = listenErrorMessage(err, env.port, env.host);
  console.error(message ?? `Le serveur n'a pas pu démarrer : ${(err as Error).message}`);
  void praxis.close().finally(() => process.exit(1));
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'arrêt demandé : fin des requêtes en cours');
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  const closeAll = () =>
    void praxis.close().finally(() => {
      logger.info('arrêt terminé');
      process.exit(0);
    });
  if (server) server.close(closeAll);
  else closeAll();
}
if (workerOnly) logger.info({ database: praxis.database.driver }, 'Praxis : tâches de fond seulement');
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('unhandledRejection', (err) => logger.error({ err: safeError(err) }, 'unhandled rejection'));

import { serve } from '@hono/node-server';
import { createPraxis, loadEnv } from './server';

const env = loadEnv();
const praxis = await createPraxis({ env });
const { logger } = praxis;

const server = serve({ fetch: praxis.app.fetch, port: env.port, hostname: env.host }, (info) => {
  logger.info(
    { port: info.port, database: praxis.database.driver, dataDir: env.dataDir },
    `Praxis écoute sur ${env.publicUrl}`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'arrêt demandé : fin des requêtes en cours');
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  server.close(() => {
    void praxis.database.close().finally(() => {
      logger.info('arrêt terminé');
      process.exit(0);
    });
  });
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));

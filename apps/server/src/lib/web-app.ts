import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { acceptedEncodings } from './api-compression';
import type { AppEnv } from './context';

const PRECOMPRESSED_SUFFIX = { br: '.br', gzip: '.gz' } as const;

const NOT_BUILT_PAGE = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Praxis</title>
<body style="font-family:system-ui;padding:2rem"><h1>Praxis</h1>
<p>L'interface web n'est pas encore construite. Lancez <code>npm run build</code> puis redémarrez le serveur.</p></body></html>`;

/**
 * Serves the built SPA: hashed assets cached for a year, version.json and index.html never
 * cached, and index.html for every other page path (client-side routing).
 */
export function createWebApp(distDir: string) {
  const web = new Hono<AppEnv>();
  const indexFile = path.join(distDir, 'index.html');
  const relativeRoot = path.relative(process.cwd(), distDir) || '.';

  if (!existsSync(distDir)) {
    web.get('*', (c) => c.html(NOT_BUILT_PAGE, 503));
    return web;
  }
  web.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    // The build writes .br and .gz beside every text asset; the client's Accept-Encoding picks one.
    serveStatic({ root: relativeRoot, precompressed: true }),
  );
  // A missing hashed asset (an old tab after a deploy) is a 404, not the app's HTML.
  web.get('/assets/*', (c) => c.text('Fichier introuvable.', 404));
  web.get('/version.json', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  const serveFile = serveStatic<AppEnv>({ root: relativeRoot, index: '', precompressed: true });
  // Only paths naming a file (last segment with an extension) are looked up on disk; '/' and
  // client routes fall through to index.html (serving the folder itself would be a download).
  web.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? serveFile(c, next) : next()));
  web.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    if (!existsSync(indexFile)) return c.html(NOT_BUILT_PAGE, 503);
    c.header('Vary', 'Accept-Encoding');
    // The build writes index.html.br and .gz too: every page of the app is this document.
    for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
      const variant = `${indexFile}${PRECOMPRESSED_SUFFIX[encoding]}`;
      if (!existsSync(variant)) continue;
      c.header('Content-Encoding', encoding);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(readFileSync(variant));
    }
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return web;
}

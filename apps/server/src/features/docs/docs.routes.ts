import { createRequire } from 'node:module';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const DOCS_PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>API Praxis</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

// An external script rather than an inline one, so the page works under the CSP.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });`;

/** API reference page (Swagger UI served from the installed package, no CDN). */
export function createDocsRoutes() {
  const docs = new Hono<AppEnv>();
  docs.get('/', (c) => c.html(DOCS_PAGE));
  docs.get('/init.js', (c) => c.body(INIT_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  docs.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), swaggerDir) || '.',
      rewriteRequestPath: (p) => p.replace(/^\/api\/docs\/assets/, ''),
    }),
  );
  return docs;
}

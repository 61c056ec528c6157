import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes dist/route-preloads.json: for each page path of the router, the scripts its first
 * render needs beyond the entry (the lazy layouts above it, the page, and their static imports).
 * The server lists them as <link rel="modulepreload"> in the index.html it sends for that path
 * (issue 15), so the browser fetches them with the entry instead of after running it.
 *
 * The page paths are read from src/app/router.tsx, where each lazy page is written as
 * `path: '/x', lazy: … import('./routes/x-page') …` on consecutive lines.
 */
export type RoutePreloads = { pattern: string; files: string[] }[];

const ROUTE_LINE =
  /path:\s*'([^']+)',\s*lazy:[^\n]*?\n?[^\n]*?import\('\.\/routes\/([a-z0-9-]+)'\)/g;
/** Layouts above every page but sign-in; pages shown before signing in have only the first. */
const QUERY_LAYOUT = 'src/app/query-layout.tsx';
const SIGNED_IN_LAYOUTS = [
  'src/features/auth/components/require-auth.tsx',
  'src/app/layout/app-layout.tsx',
];
const PUBLIC_PAGES = new Set([
  'sign-up-page',
  'verify-email-page',
  'reset-request-page',
  'reset-page',
  'not-found-page',
]);

export function routePaths(routerSource: string): { pattern: string; page: string }[] {
  return [...routerSource.matchAll(ROUTE_LINE)].map(([, pattern = '', page = '']) => ({
    pattern,
    page,
  }));
}

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
};

export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'praxis-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is OutputChunk & typeof item => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A module's chunk, by its path in the project (a layout may sit in a group's chunk).
      const bySource = new Map(
        chunks.flatMap((chunk) =>
          chunk.moduleIds.map((id) => [path.relative(root, id), chunk] as const),
        ),
      );
      const closure = (fileName: string, files: Set<string>) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, files);
      };
      const entryFiles = new Set<string>();
      for (const chunk of chunks.filter((c) => c.isEntry)) closure(chunk.fileName, entryFiles);

      const routes = routePaths(readFileSync(path.join(root, 'src/app/router.tsx'), 'utf8'));
      if (routes.length < 10)
        this.error(`route-preloads: only ${routes.length} page paths read from router.tsx`);
      const preloads: RoutePreloads = routes.map(({ pattern, page }) => {
        const sources = [
          QUERY_LAYOUT,
          ...(PUBLIC_PAGES.has(page) ? [] : SIGNED_IN_LAYOUTS),
          `src/app/routes/${page}.tsx`,
        ];
        const files = new Set<string>();
        for (const source of sources) {
          const chunk = bySource.get(source);
          if (!chunk) this.error(`route-preloads: no chunk holds ${source}`);
          closure(chunk.fileName, files);
        }
        return { pattern, files: [...files].filter((file) => !entryFiles.has(file)).sort() };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(preloads)}\n`,
      });
    },
  };
}

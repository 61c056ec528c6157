import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** dist/route-preloads.json, written by the web build (apps/web/build/route-preloads.ts). */
type RoutePreload = { pattern: string; files: string[] };

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return (
    want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i])
  );
}

/**
 * The index.html to send for a page path: the built one, plus a <link rel="modulepreload"> for
 * each script that page's first render needs beyond the entry (issue 15: fetched with the entry
 * rather than after it has run). Unknown paths and the sign-in page get the built file as is.
 */
export function createIndexHtml(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const preloadsFile = path.join(distDir, 'route-preloads.json');
  // Rebuilt in place while the server runs (npm run build), the files are read again.
  let built = {
    at: -1,
    index: '',
    routes: [] as RoutePreload[],
    byPattern: new Map<string, string>(),
  };

  const load = () => {
    const stat = statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return null;
    const at = stat.mtimeMs;
    if (at !== built.at) {
      const routes = existsSync(preloadsFile)
        ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreload[]).filter(
            (r) => r.pattern !== '*',
          )
        : [];
      built = { at, index: readFileSync(indexFile, 'utf8'), routes, byPattern: new Map() };
    }
    return built;
  };

  return (pathname: string): string | null => {
    const current = load();
    if (!current) return null;
    const { index, routes, byPattern } = current;
    const route = routes.find((r) => matches(r.pattern, pathname));
    if (!route) return index;
    let html = byPattern.get(route.pattern);
    if (html === undefined) {
      const links = route.files
        .filter((file) => file.endsWith('.js'))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    ');
      html = index.replace('</head>', `  ${links}\n  </head>`);
      byPattern.set(route.pattern, html);
    }
    return html;
  };
}

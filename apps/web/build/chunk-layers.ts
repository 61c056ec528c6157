import type { Plugin } from 'vite';

/**
 * Fewer chunks for the pages after sign-in (issue 15). Left to itself the bundler makes one chunk
 * per set of routes sharing a module: a signed-in page needed 55 to 80 files, many of them a single
 * icon of 200 bytes, and a phone on HTTP/1.1 fetches six at a time, a round trip each. Two groups:
 *
 * - `frame`: the query layout above every page but sign-in (TanStack Query's client, the session
 *   query, the class merger…) with what it imports beyond the entry, one chunk. It is a closure
 *   of the module graph (read in buildEnd, before chunks are made), so it imports nothing back;
 * - `icons`: every icon but the pages' shown before signing in, one chunk of a few KB.
 *
 * The sign-in page's chunks are left alone (budget 120 KB). A signed-in shell group (the session
 * check and the app layout's closure) was tried and dropped: pages crashed now and then on a
 * component read before its chunk had run (React error 130), a chunk cycle the graph walk missed.
 */
const QUERY_LAYOUT = '/src/app/query-layout.tsx';
const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.m?js$/;
/**
 * The icons of the pages shown before signing in stay out of the icons chunk. The icon package is
 * imported through its index, which names every icon, so the graph cannot tell which ones a page
 * keeps: a new icon on those pages belongs here (else their budget check fails, as they would load
 * the whole icons chunk).
 */
const PUBLIC_PAGE_ICONS = new Set([
  'circle-alert',
  'circle-check',
  'mail-check',
  'circle-exclamation-point',
  'eye',
  'eye-off',
  'loader-circle',
  'triangle-alert',
  'triangle-exclamation-point',
]);
/** The icons' index names every icon: the closures do not walk through it (tree shaking keeps few). */
const BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.m?js$/;

type Imports = (id: string) => readonly string[];

function staticClosure(
  imports: Imports,
  roots: readonly string[],
  stop: ReadonlySet<string> = new Set(),
) {
  const seen = new Set<string>();
  const pending = roots.filter((id) => !stop.has(id));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of imports(id)) {
      if (!stop.has(next) && !seen.has(next) && !BARREL.test(next)) pending.push(next);
    }
  }
  return seen;
}

export function chunkLayers() {
  let frame = new Set<string>();

  const plugin: Plugin = {
    name: 'praxis-chunk-layers',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const imports: Imports = (id) => this.getModuleInfo(id)?.importedIds ?? [];
      const entryId = ids.find((id) => this.getModuleInfo(id)?.isEntry);
      const queryLayout = ids.find((id) => id.endsWith(QUERY_LAYOUT));
      if (!entryId || !queryLayout)
        this.error('chunk-layers: the entry or the query layout was not found');
      frame = staticClosure(imports, [queryLayout], staticClosure(imports, [entryId]));
    },
  };

  const isPageIcon = (id: string) => {
    const name = ICON.exec(id)?.[1];
    return name !== undefined && !PUBLIC_PAGE_ICONS.has(name);
  };

  return {
    plugin,
    groups: [
      {
        name: 'frame',
        test: (id: string) => frame.has(id),
        priority: 3,
        includeDependenciesRecursively: false,
      },
      { name: 'icons', test: isPageIcon, priority: 2, includeDependenciesRecursively: false },
    ],
  };
}

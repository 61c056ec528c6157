import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkLayers } from './build/chunk-layers.ts';
import { earlyRequestsScript } from './build/early-requests-script.ts';

/** One build time, written to dist/version.json and compiled into the app (spec 3 §9 version check). */
const BUILD_TIME = new Date().toISOString();

function versionFile(): Plugin {
  return {
    name: 'praxis-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ buildTime: BUILD_TIME })}\n`,
      });
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** Writes .br and .gz beside every text file of the build; the server serves them by negotiation. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'praxis-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const source = readFileSync(file);
        // index.html is every page's document: compressed even under 1 KB.
        if (source.length < 1024 && path.basename(file) !== 'index.html') continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

const layers = chunkLayers();

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    versionFile(),
    earlyRequestsScript(),
    precompress(),
    layers.plugin,
  ],
  define: { __BUILD_TIME__: JSON.stringify(BUILD_TIME) },
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/check-bundle-budgets.mjs reads which chunks each route needs.
    manifest: true,
    rolldownOptions: {
      // Required by the inlining below: the entry's unused exports may go.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Common chunks under 16 KB of source are copied into the chunks that read them (one
          // state per module, kept by rolldown's runtime): a signed-in page's scripts went from
          // 24–36 files to 12–14, each a round trip on HTTP/1.1 (docs/decisions.md "A page's
          // scripts in a dozen files"). Chunks with styles stay files, as rolldown's guide asks
          // of a Vite build: Vite's CSS plugin would emit their CSS once per copy.
          experimentalInlineCommonChunks: {
            maxSize: 16 * 1024,
            exclude: /\.(?:css|scss|sass|less|styl|stylus|pcss|postcss|sss)(?:\?|$)/,
          },
          groups: [
            // Long-lived vendor chunks: an app deploy does not invalidate the browser's copy of React.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 10,
            },
            // TanStack Query in one chunk (not five small ones), fetched with the first route after
            // sign-in (app/query-layout.tsx): the sign-in page's first load does not carry it.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 6 },
            // The query layout's closure and the icons in one chunk each rather than one per set
            // of pages sharing them (build/chunk-layers.ts).
            ...layers.groups,
          ],
        },
      },
    },
  },
});

import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * index.html's early requests (src/early-requests): bundled on their own as a classic script, named
 * by content hash in assets/ (cached for a year like the rest), and loaded `async` from the head,
 * so that the page's first API reads start as the HTML arrives, before the app's modules are
 * fetched and run. A classic script because a second module script in index.html would be merged
 * into the app's entry by the build, and the entry runs only once React has arrived.
 */
export function earlyRequestsScript(): Plugin {
  let fileName = '';
  let source = '';
  return {
    name: 'praxis-early-requests',
    apply: 'build',
    async buildStart() {
      const bundle = await build({
        input: path.resolve(import.meta.dirname, '../src/early-requests/main.ts'),
        write: false,
        output: { format: 'iife', minify: true },
      });
      source = bundle.output[0].code;
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
      fileName = `assets/early-requests-${hash}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head-prepend' },
      ],
    },
  };
}

import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIndexHtml } from './route-preloads';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-a.js"></script></head><body></body></html>';

describe('createIndexHtml', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'praxis-preloads-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([
        { pattern: '/patients', files: ['assets/patients-page-a.js', 'assets/shell-a.js'] },
        { pattern: '/patients/:id', files: ['assets/record-a.js', 'assets/record-a.css'] },
        { pattern: '*', files: ['assets/not-found-a.js'] },
      ]),
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const preloads = (html: string | null) =>
    [...(html ?? '').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );

  it("lists a page's scripts in its head, and only scripts", () => {
    const indexHtml = createIndexHtml(dist);
    expect(preloads(indexHtml('/patients'))).toEqual([
      '/assets/patients-page-a.js',
      '/assets/shell-a.js',
    ]);
    expect(preloads(indexHtml('/patients/5f0c'))).toEqual(['/assets/record-a.js']);
    expect(indexHtml('/patients/5f0c')).toMatch(/<link[^>]+record-a\.js">\s*<\/head>/);
  });

  it('sends the built file unchanged for the sign-in page and unknown paths (not the not-found preloads)', () => {
    const indexHtml = createIndexHtml(dist);
    expect(indexHtml('/auth/sign-in')).toBe(INDEX);
    expect(indexHtml('/patients/5f0c/extra')).toBe(INDEX);
    expect(indexHtml('/nowhere')).toBe(INDEX);
  });

  it('reads the files again after a rebuild, and answers null without a build', () => {
    const indexHtml = createIndexHtml(dist);
    expect(preloads(indexHtml('/patients'))).toHaveLength(2);
    const rebuilt = INDEX.replace('index-a', 'index-b');
    writeFileSync(path.join(dist, 'index.html'), rebuilt);
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([{ pattern: '/patients', files: ['assets/patients-page-b.js'] }]),
    );
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    expect(indexHtml('/patients')).toContain('index-b.js');
    expect(preloads(indexHtml('/patients'))).toEqual(['/assets/patients-page-b.js']);
    rmSync(path.join(dist, 'index.html'));
    expect(indexHtml('/patients')).toBeNull();
  });
});

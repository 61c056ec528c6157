import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePaths } from './route-preloads';

const routerSource = readFileSync(
  path.resolve(import.meta.dirname, '../src/app/router.tsx'),
  'utf8',
);

describe('routePaths', () => {
  it('reads every lazy page of the router with its path', () => {
    const routes = routePaths(routerSource);
    const lazyPages = routerSource.match(/import\('\.\/routes\/[a-z0-9-]+'\)/g) ?? [];
    expect(routes).toHaveLength(lazyPages.length);
    expect(routes).toContainEqual({ pattern: '/app', page: 'dashboard-page' });
    expect(routes).toContainEqual({ pattern: '/patients', page: 'patients-page' });
    expect(routes).toContainEqual({ pattern: '/patients/:id', page: 'patient-record-page' });
    expect(routes).toContainEqual({ pattern: '/agenda', page: 'agenda-page' });
    expect(routes).toContainEqual({ pattern: '/testeque/:id', page: 'test-detail-page' });
    expect(routes).toContainEqual({ pattern: '/auth/sign-up', page: 'sign-up-page' });
  });

  it('reads a path whose lazy page is written over two lines', () => {
    const source = `{\n  path: '/x',\n  lazy: page(\n    () => import('./routes/x-page'), 'XPage'),\n}`;
    expect(routePaths(source)).toEqual([{ pattern: '/x', page: 'x-page' }]);
  });
});

import { describe, expect, it } from 'vitest';
import type { TTestDefinition } from '@praxis/shared/testotheque/schemas';
import { filterByStatus, isFiltered } from './status-filter';

const test = (id: string, isActive: boolean) => ({ id, isActive }) as TTestDefinition;

describe('status filter (spec 3 §2.7)', () => {
  const tests = [test('a', true), test('b', false), test('c', true)];
  it('keeps all, the active or the inactive tests', () => {
    expect(filterByStatus(tests, 'all').map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(filterByStatus(tests, 'active').map((t) => t.id)).toEqual(['a', 'c']);
    expect(filterByStatus(tests, 'inactive').map((t) => t.id)).toEqual(['b']);
  });
  it('offers Reset when searching or when the filter is not active', () => {
    expect(isFiltered('', 'active')).toBe(false);
    expect(isFiltered('  ', 'active')).toBe(false);
    expect(isFiltered('b', 'active')).toBe(true);
    expect(isFiltered('', 'all')).toBe(true);
    expect(isFiltered('', 'inactive')).toBe(true);
  });
});

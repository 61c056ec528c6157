import { describe, expect, it } from 'vitest';
import {
  appliedSearch,
  DEFAULT_LIST_PARAMS,
  isFiltered,
  parseListParams,
  serializeListParams,
  toListQuery,
} from './list-params';

describe('list params in the address', () => {
  it('reads defaults from an empty query string', () => {
    expect(parseListParams(new URLSearchParams())).toEqual(DEFAULT_LIST_PARAMS);
  });

  it('reads every known parameter', () => {
    const params = new URLSearchParams(
      'search=élo&bilanStatus=inprogress&hasNextAppointment=no&page=3&view=table',
    );
    expect(parseListParams(params)).toEqual({
      search: 'élo',
      bilanStatus: 'inprogress',
      hasNextAppointment: 'no',
      page: 3,
      view: 'table',
    });
  });

  it.each([
    ['bilanStatus=nope', { bilanStatus: 'all' }],
    ['hasNextAppointment=maybe', { hasNextAppointment: 'all' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=1.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['view=grid', { view: null }],
  ])('falls back to the default for %s', (query, expected) => {
    expect(parseListParams(new URLSearchParams(query))).toMatchObject(expected);
  });

  it('leaves defaults out and round-trips the rest', () => {
    expect(serializeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
    const state = {
      search: 'Éloïse',
      bilanStatus: 'done',
      hasNextAppointment: 'yes',
      page: 2,
      view: 'cards',
    } as const;
    expect(parseListParams(serializeListParams(state))).toEqual(state);
  });
});

describe('search and filters', () => {
  it.each([
    ['', undefined],
    ['e', undefined],
    [' e ', undefined],
    ['el', 'el'],
    ['  éloïse ', 'éloïse'],
  ])('applies the search %j from 2 characters', (search, expected) => {
    expect(appliedSearch(search)).toBe(expected);
  });

  it('builds the server query with the page size of the contract', () => {
    expect(toListQuery({ ...DEFAULT_LIST_PARAMS, search: 'm', page: 2 })).toEqual({
      search: undefined,
      bilanStatus: 'all',
      hasNextAppointment: 'all',
      page: 2,
      pageSize: 50,
    });
  });

  it.each([
    [{}, false],
    [{ page: 3, view: 'table' as const }, false],
    [{ search: ' ' }, false],
    [{ search: 'a' }, true],
    [{ bilanStatus: 'todo' as const }, true],
    [{ hasNextAppointment: 'no' as const }, true],
  ])('is filtered for %j: %s', (change, expected) => {
    expect(isFiltered({ ...DEFAULT_LIST_PARAMS, ...change })).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { addTag, removeTag, visibleTags } from './tags';

describe('addTag', () => {
  it('trims and appends', () => {
    expect(addTag(['motricité'], '  équilibre ')).toEqual(['motricité', 'équilibre']);
  });
  it('ignores empty input', () => {
    expect(addTag(['a'], '   ')).toEqual(['a']);
  });
  it('refuses duplicates, whatever the case and spacing', () => {
    expect(addTag(['Équilibre'], ' équilibre')).toEqual(['Équilibre']);
    expect(addTag(['graphisme fin'], 'graphisme   fin')).toEqual(['graphisme fin']);
  });
  it('does not change the list it was given', () => {
    const tags = ['a'];
    addTag(tags, 'b');
    expect(tags).toEqual(['a']);
  });
});

describe('removeTag', () => {
  it('removes the tag', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('visibleTags', () => {
  it.each([
    [[], [], 0],
    [['a', 'b'], ['a', 'b'], 0],
    [['a', 'b', 'c'], ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c'], 2],
  ])('%j → %j +%i', (tags, shown, hiddenCount) => {
    expect(visibleTags(tags)).toEqual({ shown, hiddenCount });
  });
});

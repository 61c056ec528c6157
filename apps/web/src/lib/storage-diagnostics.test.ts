import { describe, expect, it } from 'vitest';
import { formatBytes } from './storage-diagnostics';

describe('formatBytes', () => {
  it.each([
    [0, '0 o'],
    [1023, '1023 o'],
    [1536, '1,5 Ko'],
    [5 * 1024 * 1024, '5,0 Mo'],
    [10 * 1024 ** 3, '10,0 Go'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

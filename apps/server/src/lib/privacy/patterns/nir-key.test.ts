import { describe, expect, it } from 'vitest';
import { hasNirShape, isValidNir, nirKey } from './nir-key';

describe('NIR key', () => {
  it.each([
    ['1850578006084', 91],
    ['2620469123456', 35],
    ['1780833123456', 46],
  ])('key of %s is %i', (body, key) => {
    expect(nirKey(body)).toBe(key);
  });

  it('counts Corsica 2A as 19 and 2B as 18', () => {
    expect(nirKey('155082A004017')).toBe(97 - (1550819004017 % 97));
    expect(nirKey('155082B004017')).toBe(97 - (1550818004017 % 97));
    expect(isValidNir('1 55 08 2A 004 017 31')).toBe(true);
    expect(isValidNir('1 55 08 2b 004 017 58')).toBe(true);
    expect(isValidNir('1 55 08 2B 004 017 31')).toBe(false);
  });

  it('accepts a valid key with or without spaces and dots, refuses a wrong one or a wrong length', () => {
    expect(isValidNir('185057800608491')).toBe(true);
    expect(isValidNir('1 85 05 78 006 084 91')).toBe(true);
    expect(isValidNir('1.85.05.78.006.084.91')).toBe(true);
    expect(isValidNir('1 85 05 78 006 084 90')).toBe(false);
    expect(isValidNir('1850578006084')).toBe(false);
    expect(nirKey('12345')).toBeNull();
  });

  it('reads the shape: sex, month (01–12, 20–42, 50–99), department (2A/2B)', () => {
    expect(hasNirShape('185057800608491')).toBe(true);
    expect(hasNirShape('1850578006084')).toBe(true);
    expect(hasNirShape('185137800608491')).toBe(false);
    expect(hasNirShape('585057800608491')).toBe(false);
    expect(hasNirShape('155082A00401770')).toBe(true);
  });
});

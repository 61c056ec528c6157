import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('formats sizes in French units', () => {
    expect(formatFileSize(512)).toBe('512 o');
    expect(formatFileSize(2048)).toBe('2 Ko');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 Mo');
  });
  it('is empty when the size is unknown', () => {
    expect(formatFileSize(null)).toBe('');
  });
});

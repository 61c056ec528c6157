import { describe, expect, it } from 'vitest';

describe('error-stacks-paused', () => {
  it('captures no stack from its import until resumed, then restores the limit', async () => {
    const limit = (Error as { stackTraceLimit?: unknown }).stackTraceLimit;
    expect(typeof limit).toBe('number');
    const { resumeErrorStacks } = await import('./error-stacks-paused');

    expect(new Error('pendant').stack).toBeUndefined();
    resumeErrorStacks();
    expect((Error as { stackTraceLimit?: unknown }).stackTraceLimit).toBe(limit);
    expect(new Error('après').stack).toContain('après');
  });
});

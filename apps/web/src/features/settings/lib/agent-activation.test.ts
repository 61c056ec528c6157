import { describe, expect, it } from 'vitest';
import { AGENTS, isAgentActive, msUntilActivation } from './agent-activation';

const at = (h: number, m = 0) => new Date(2026, 2, 10, h, m, 0, 0);

describe('isAgentActive', () => {
  it.each([
    [15, at(14, 59), false],
    [15, at(15, 0), true],
    [15, at(23, 59), true],
    [17, at(16, 59), false],
    [17, at(17, 0), true],
    [17, at(0, 0), false],
  ])('from %ih at %s → %s', (hour, now, active) => {
    expect(isAgentActive(hour, now)).toBe(active);
  });

  it('activates the clinic & agenda agent at 15h and the documents agent at 17h', () => {
    expect(AGENTS.map((a) => a.activeFromHour)).toEqual([15, 17]);
  });
});

describe('msUntilActivation', () => {
  it('counts down to the hour, then null', () => {
    expect(msUntilActivation(15, at(14, 30))).toBe(30 * 60 * 1000);
    expect(msUntilActivation(15, at(15, 0))).toBeNull();
  });
});

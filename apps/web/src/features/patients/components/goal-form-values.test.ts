import { describe, expect, it } from 'vitest';
import { goalMessages } from '@praxis/shared/patients/constants';
import { goalFormSchema, goalFormValues } from './goal-form-values';

const TODAY = '2026-11-23';
const valid = {
  title: 'Autonomie',
  description: "S'habiller seul",
  priority: 'medium',
  progressPercentage: '0',
};

function messages(input: Record<string, unknown>, kept?: string | null) {
  const result = goalFormSchema(TODAY, kept).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('goalFormValues', () => {
  it('defaults a new goal to today + 3 months, medium priority, progress 0', () => {
    expect(goalFormValues(null, TODAY)).toMatchObject({
      targetDate: '2027-02-23',
      priority: 'medium',
      progressPercentage: '0',
    });
    expect(goalFormValues(null, TODAY).status).toBeUndefined();
    expect(goalFormValues(null, '2026-11-30').targetDate).toBe('2027-02-28');
  });

  it('fills the form from a goal, absent values as empty text', () => {
    expect(
      goalFormValues(
        {
          title: 'T',
          description: 'D',
          targetDate: null,
          priority: 'high',
          progressPercentage: 40,
          status: 'paused',
        },
        TODAY,
      ),
    ).toEqual({
      title: 'T',
      description: 'D',
      targetDate: '',
      priority: 'high',
      progressPercentage: '40',
      notes: '',
      status: 'paused',
    });
  });
});

describe('goalFormSchema', () => {
  it.each([
    [{ ...valid, title: '  ' }, `title: ${goalMessages.titleRequired}`],
    [{ ...valid, description: '' }, `description: ${goalMessages.descriptionRequired}`],
    [{ ...valid, targetDate: '2026-11-22' }, `targetDate: ${goalMessages.targetDateInPast}`],
    [{ ...valid, progressPercentage: '101' }, `progressPercentage: ${goalMessages.progressRange}`],
    [{ ...valid, progressPercentage: '-1' }, `progressPercentage: ${goalMessages.progressRange}`],
    [{ ...valid, progressPercentage: '12.5' }, `progressPercentage: ${goalMessages.progressRange}`],
  ])('refuses %j', (input, message) => {
    expect(messages(input)).toEqual([message]);
  });

  it('accepts today, no date, and the bounds of progress', () => {
    expect(messages({ ...valid, targetDate: TODAY })).toEqual([]);
    expect(messages({ ...valid, targetDate: '' })).toEqual([]);
    expect(messages({ ...valid, progressPercentage: '100' })).toEqual([]);
  });

  it('lets an edited goal keep its passed date, but not move to another passed date', () => {
    expect(messages({ ...valid, targetDate: '2026-01-10' }, '2026-01-10')).toEqual([]);
    expect(messages({ ...valid, targetDate: '2026-01-11' }, '2026-01-10')).toEqual([
      `targetDate: ${goalMessages.targetDateInPast}`,
    ]);
  });

  it('trims text and parses progress', () => {
    const result = goalFormSchema(TODAY).parse({
      ...valid,
      title: '  Marcher ',
      progressPercentage: '35',
      notes: '  ',
    });
    expect(result).toMatchObject({ title: 'Marcher', progressPercentage: 35 });
    expect(result.notes).toBeUndefined();
  });
});

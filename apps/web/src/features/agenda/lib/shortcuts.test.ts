import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutAction } from './shortcuts';

const key = (
  k: string,
  extra: Partial<{
    ctrlKey: boolean;
    metaKey: boolean;
    altKey: boolean;
    target: EventTarget | null;
  }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...extra,
});
const element = (tagName: string, isContentEditable = false) =>
  ({ tagName, isContentEditable }) as unknown as EventTarget;

describe('shortcutAction (spec 2 §2.1)', () => {
  it.each([
    ['ArrowLeft', { type: 'previous' }],
    ['ArrowRight', { type: 'next' }],
    ['t', { type: 'today' }],
    ['T', { type: 'today' }],
    ['n', { type: 'new' }],
    ['m', { type: 'view', view: 'month' }],
    ['w', { type: 'view', view: 'week' }],
    ['d', { type: 'view', view: 'day' }],
  ])('%s', (k, action) => {
    expect(shortcutAction(key(k, { target: element('BODY') }), false)).toEqual(action);
  });

  it('other keys do nothing', () => {
    expect(shortcutAction(key('x'), false)).toBeNull();
    expect(shortcutAction(key('Escape'), false)).toBeNull();
  });

  it.each(['INPUT', 'TEXTAREA', 'SELECT'])('not while typing in %s', (tag) => {
    expect(shortcutAction(key('n', { target: element(tag) }), false)).toBeNull();
  });

  it('not in an editable element', () => {
    expect(isTypingTarget(element('DIV', true))).toBe(true);
    expect(shortcutAction(key('n', { target: element('DIV', true) }), false)).toBeNull();
  });

  it('not while a dialog is open', () => {
    expect(shortcutAction(key('n'), true)).toBeNull();
  });

  it.each(['ctrlKey', 'metaKey', 'altKey'] as const)(
    'not with %s (browser shortcuts)',
    (modifier) => {
      expect(shortcutAction(key('t', { [modifier]: true }), false)).toBeNull();
    },
  );
});

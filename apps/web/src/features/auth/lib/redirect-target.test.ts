import { describe, expect, it } from 'vitest';
import { safeRedirect, withRedirect } from './redirect-target';

describe('safeRedirect', () => {
  it.each([
    [null, '/app'],
    ['', '/app'],
    ['/support', '/support'],
    ['/patients/12?onglet=notes#haut', '/patients/12?onglet=notes#haut'],
    ['//evil.example', '/app'],
    ['/\\evil.example', '/app'],
    ['https://evil.example/app', '/app'],
    ['javascript:alert(1)', '/app'],
    ['/auth/sign-in', '/app'],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});

describe('withRedirect', () => {
  it('adds the target, encoded', () => {
    expect(withRedirect('/auth/sign-in', '/invitations/abc')).toBe(
      '/auth/sign-in?redirect=%2Finvitations%2Fabc',
    );
    expect(withRedirect('/auth/verify-email?verified=1', '/support')).toBe(
      '/auth/verify-email?verified=1&redirect=%2Fsupport',
    );
  });

  it('leaves the default home page out', () => {
    expect(withRedirect('/auth/sign-in', '/app')).toBe('/auth/sign-in');
    expect(withRedirect('/auth/sign-in', '//evil.example')).toBe('/auth/sign-in');
  });
});

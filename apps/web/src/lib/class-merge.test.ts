import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from '@/app/error-screen';
import { SignInPage } from '@/app/routes/sign-in-page';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';
import { AccessGate } from '@/features/gate/components/access-gate';
import { cn } from './utils';

/**
 * The screens shown before lib/class-merge.ts is loaded render `cn` without tailwind-merge
 * (lib/utils.ts, issue 15): none of their elements may carry classes that tailwind-merge would
 * resolve differently, or they would look different from the same components elsewhere.
 */
function classAttributes(element: ReactElement): string[] {
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, element));
  return [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1] ?? '');
}

const SCREENS: Record<string, ReactElement> = {
  'sign-in page': createElement(SignInPage),
  'second factor step': createElement(TwoFactorStep, {
    onVerified: async () => undefined,
    onCancel: () => undefined,
  }),
  'field with an error': createElement(FormField, {
    label: 'Adresse e-mail',
    error: 'Adresse e-mail invalide',
    children: (field) => createElement(Input, field),
  }),
  'form error': createElement(FormError, { message: 'Identifiants invalides' }),
  'access gate while loading': createElement(AccessGate, null, 'contenu'),
  'full screen spinner': createElement(FullScreenSpinner),
  'error screen': createElement(ErrorScreen, {
    error: new Error('panne'),
    onRetry: () => undefined,
    onHome: () => undefined,
  }),
};

describe('classes of the screens shown before tailwind-merge is loaded', () => {
  it('cn only joins classes until class-merge is loaded', () => {
    expect(cn('px-4', 'px-2')).toBe('px-4 px-2');
  });

  for (const [name, screen] of Object.entries(SCREENS)) {
    it(`${name}: no class that tailwind-merge would drop`, () => {
      const classes = classAttributes(screen);
      expect(classes.length).toBeGreaterThan(0);
      for (const value of classes) expect(twMerge(value)).toBe(value);
    });
  }

  it('detects a conflict (the check can fail)', () => {
    expect(twMerge('size-5 size-8')).not.toBe('size-5 size-8');
  });
});

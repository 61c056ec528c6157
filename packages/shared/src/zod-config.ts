import { z } from 'zod';

/**
 * Zod speaks French everywhere (web forms and the server's 422 answers): its French locale for
 * every issue, and plainer texts for the ones a form can show (length, bounds, a missing field).
 * A schema's own message always wins. Imported by every schema module of this package, so that
 * no consumer can forget it; calling it again is harmless.
 */
export const fieldMessages = {
  required: 'Ce champ est requis',
  invalid: 'Format de donnée invalide.',
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`,
  tooShort: (min: number) => `Ce champ doit contenir au moins ${min} caractères`,
  tooMany: (max: number) => `${max} éléments au maximum`,
  tooFew: (min: number) => `Au moins ${min} élément${min > 1 ? 's' : ''} requis`,
  atMost: (max: number | bigint) => `La valeur doit être inférieure ou égale à ${max}`,
  below: (max: number | bigint) => `La valeur doit être inférieure à ${max}`,
  atLeast: (min: number | bigint) => `La valeur doit être supérieure ou égale à ${min}`,
  above: (min: number | bigint) => `La valeur doit être supérieure à ${min}`,
} as const;

function frenchIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? fieldMessages.required : fieldMessages.invalid;
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string') return fieldMessages.tooLong(Number(max));
      if (issue.origin === 'array' || issue.origin === 'set') return fieldMessages.tooMany(Number(max));
      return issue.inclusive === false ? fieldMessages.below(max) : fieldMessages.atMost(max);
    }
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string') return Number(min) <= 1 ? fieldMessages.required : fieldMessages.tooShort(Number(min));
      if (issue.origin === 'array' || issue.origin === 'set') return fieldMessages.tooFew(Number(min));
      return issue.inclusive === false ? fieldMessages.above(min) : fieldMessages.atLeast(min);
    }
    default:
      return undefined;
  }
}

z.config(z.locales.fr());
z.config({ customError: frenchIssue });
// In the browser the app's CSP forbids eval: without this, zod probes `new Function` once, which the
// browser reports as a CSP violation (Lighthouse best practices), and falls back anyway.
if ('document' in globalThis) z.config({ jitless: true });

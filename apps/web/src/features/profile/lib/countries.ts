import type { COUNTRIES } from '@praxis/shared/profile/schemas';

export const COUNTRY_LABELS: Record<(typeof COUNTRIES)[number], string> = {
  FR: 'France',
  BE: 'Belgique',
  CH: 'Suisse',
  CA: 'Canada',
};

export function countryLabel(code: string): string {
  return code in COUNTRY_LABELS ? COUNTRY_LABELS[code as keyof typeof COUNTRY_LABELS] : code;
}

import type { TProfile } from '@praxis/shared/profile/schemas';

type CompletionInput = Pick<
  TProfile,
  'civilite' | 'firstName' | 'lastName' | 'professionId' | 'phone' | 'cabinetAddressLine1' | 'rpps'
>;

const REQUIRED: { key: keyof CompletionInput; label: string }[] = [
  { key: 'civilite', label: 'Civilité' },
  { key: 'firstName', label: 'Prénom' },
  { key: 'lastName', label: 'Nom' },
  { key: 'professionId', label: 'Profession' },
];

const RECOMMENDED: { key: keyof CompletionInput; label: string }[] = [
  { key: 'phone', label: 'Téléphone' },
  { key: 'cabinetAddressLine1', label: 'Adresse du cabinet' },
  { key: 'rpps', label: 'Numéro RPPS' },
];

const isFilled = (value: string | null) => Boolean(value?.trim());

export type ProfileCompletion = {
  filled: number;
  total: number;
  percent: number;
  isComplete: boolean;
  missingRequired: string[];
  missingRecommended: string[];
};

/** Spec 2 §2.4: four required fields (civilité, prénom, nom, profession) make the percentage. */
export function profileCompletion(profile: CompletionInput): ProfileCompletion {
  const missingRequired = REQUIRED.filter((f) => !isFilled(profile[f.key])).map((f) => f.label);
  const total = REQUIRED.length;
  const filled = total - missingRequired.length;
  return {
    filled,
    total,
    percent: Math.round((filled / total) * 100),
    isComplete: filled === total,
    missingRequired,
    missingRecommended: RECOMMENDED.filter((f) => !isFilled(profile[f.key])).map((f) => f.label),
  };
}

/** The banner: 'Profil complet' or 'N/4 champs obligatoires'. */
export function completionBanner({ filled, total, isComplete }: ProfileCompletion): string {
  return isComplete ? 'Profil complet' : `${filled}/${total} champs obligatoires`;
}

import { ApiError } from '@/lib/api-client';

export const PROFILE_FORMAT_ERROR =
  'Erreur de format de données. Vérifiez que tous les champs sont correctement remplis.';
export const PROFILE_PROFESSION_ERROR =
  "La profession sélectionnée n'existe pas. Veuillez choisir une profession valide.";

/**
 * Spec 2 §8 profile save errors. Our server answers with its own codes: a bad format (22P02)
 * comes back as 400 BAD_REQUEST, an unknown profession (23503) as 409/422 on professionId.
 */
export function profileSaveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === '22P02' || (error.status === 400 && error.code === 'BAD_REQUEST')) {
      return PROFILE_FORMAT_ERROR;
    }
    if (
      error.code === '23503' ||
      ((error.status === 409 || error.status === 422) && error.fields?.professionId)
    ) {
      return PROFILE_PROFESSION_ERROR;
    }
    return `Erreur lors de la sauvegarde: ${error.message}`;
  }
  return `Erreur lors de la sauvegarde: ${error instanceof Error ? error.message : String(error)}`;
}

/** rpps, siret and postal code accept only digits as typed (spec 2 §5.6). */
export function digitsOnly(value: string, maxLength?: number): string {
  const digits = value.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

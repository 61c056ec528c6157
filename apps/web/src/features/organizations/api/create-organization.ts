import { useMutation, useQueryClient } from '@tanstack/react-query';
import { slugify, type TCreateOrganization } from '@praxis/shared/organizations/schemas';
import { loadAuthClient } from '@/lib/auth-fetch';
import { organizationErrorMessage } from '../lib/organization-error';

const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomSuffix(length = 4): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => SLUG_ALPHABET[b % SLUG_ALPHABET.length]).join('');
}

export async function createOrganization({ name }: TCreateOrganization) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  const slug = `${slugify(name) || 'organisation'}-${randomSuffix()}`;
  return unwrapAuth(
    authClient.organization.create({ name: name.trim(), slug }),
    organizationErrorMessage("Erreur lors de la création de l'organisation"),
  );
}

/** The new organisation becomes the active one: every cached query belongs to the old context. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

import { useQuery } from '@tanstack/react-query';

/** Where a member without 2FA is sent when an organisation requires it (issue 16 §7). */
export const TWO_FACTOR_ENROL_PATH = '/securite/double-authentification';

/**
 * Set to true by the query client when an API call answers 403 TWO_FACTOR_REQUIRED; cleared by
 * the enrolment screen once two-factor authentication is on. Never fetched.
 */
export const twoFactorRequiredKey = ['two-factor-required'] as const;

export function useTwoFactorRequired(): boolean {
  const query = useQuery({
    queryKey: twoFactorRequiredKey,
    queryFn: () => false,
    initialData: false,
    staleTime: Infinity,
    enabled: false,
  });
  return query.data;
}

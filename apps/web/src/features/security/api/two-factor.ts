import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { loadAuthClient } from '@/lib/auth-fetch';
import { isWrongSecret, securityErrorMessage } from '../lib/security-errors';
import { securityKey } from './get-security-status';

/** A wrong code or password stays an error of the form (see isWrongSecret). */
async function keepSession<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && isWrongSecret(error.status, error.code)) {
      throw new ApiError(400, error.code, error.message);
    }
    throw error;
  }
}

/** Step 1 of enrolment: the password gives a TOTP URI and backup codes (2FA not on yet). */
export async function enableTwoFactor(
  password: string,
): Promise<{ totpURI: string; backupCodes: string[] }> {
  const { authClient, unwrapAuth } = await loadAuthClient();
  const data = await keepSession(
    unwrapAuth(
      authClient.twoFactor.enable({ password }),
      securityErrorMessage("Impossible d'activer la double authentification"),
    ),
  );
  if (!data || !('totpURI' in data)) {
    throw new ApiError(
      500,
      'TOTP_NOT_AVAILABLE',
      "Impossible d'activer la double authentification",
    );
  }
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

/** Step 2: a code from the app proves the secret was saved; 2FA is then on. */
export async function confirmTwoFactor(code: string) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  return keepSession(
    unwrapAuth(
      authClient.twoFactor.verifyTotp({ code }),
      securityErrorMessage('Code invalide. Vérifiez le code affiché par votre application.'),
    ),
  );
}

export async function disableTwoFactor(password: string) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  return keepSession(
    unwrapAuth(
      authClient.twoFactor.disable({ password }),
      securityErrorMessage('Impossible de désactiver la double authentification'),
    ),
  );
}

export async function generateBackupCodes(password: string): Promise<{ backupCodes: string[] }> {
  const { authClient, unwrapAuth } = await loadAuthClient();
  const data = await keepSession(
    unwrapAuth(
      authClient.twoFactor.generateBackupCodes({ password }),
      securityErrorMessage('Impossible de générer de nouveaux codes de secours'),
    ),
  );
  return { backupCodes: data?.backupCodes ?? [] };
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor, retry: false });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKey }),
  });
}

export function useGenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes, retry: false });
}

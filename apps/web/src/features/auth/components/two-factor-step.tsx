import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { verifyBackupCode, verifyTotpCode } from '../api/verify-two-factor';

type TwoFactorStepProps = { onVerified: () => Promise<void>; onCancel: () => void };

/** The code asked after the password when two-factor authentication is on (or a backup code). */
export function TwoFactorStep({ onVerified, onCancel }: TwoFactorStepProps) {
  const [useBackupCode, setUseBackupCode] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [isPending, setIsPending] = useState(false);
  const isComplete = useBackupCode ? code.trim().length > 0 : code.length === 6;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!isComplete) return;
    setError(undefined);
    setIsPending(true);
    try {
      await (useBackupCode ? verifyBackupCode(code.trim()) : verifyTotpCode(code));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setIsPending(false);
      return;
    }
    await onVerified();
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-base font-semibold">Double authentification</h2>
        <p className="text-sm text-muted-foreground">
          {useBackupCode
            ? 'Saisissez un de vos codes de secours (chacun ne sert qu’une fois).'
            : 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.'}
        </p>
      </div>
      <FormError message={error} />
      <div className="grid gap-2">
        <Label htmlFor="two-factor-code">
          {useBackupCode ? 'Code de secours' : 'Code de vérification'}
        </Label>
        <Input
          id="two-factor-code"
          autoFocus
          autoComplete="one-time-code"
          inputMode={useBackupCode ? 'text' : 'numeric'}
          maxLength={useBackupCode ? 64 : 6}
          value={code}
          onChange={(e) =>
            setCode(useBackupCode ? e.target.value : e.target.value.replace(/\D/g, '').slice(0, 6))
          }
        />
      </div>
      <Button type="submit" disabled={!isComplete || isPending}>
        {isPending ? 'Vérification…' : 'Vérifier'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          type="button"
          variant="link"
          size="inline"
          onClick={() => {
            setUseBackupCode((v) => !v);
            setCode('');
            setError(undefined);
          }}
        >
          {useBackupCode ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
        </Button>
        <Button type="button" variant="link" size="inline" onClick={onCancel}>
          Retour
        </Button>
      </div>
    </form>
  );
}

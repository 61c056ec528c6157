import { Info, Lock } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { messages } from '@praxis/shared/messages';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { useUnlockGate } from '../api/unlock-gate';
// Above the routes' layout: `cn` resolves conflicting classes from here on (lib/utils.ts).
import '@/lib/class-merge';

/** Spec 3 §2.2: the 'Accès Restreint' screen, checked by the server. */
export function GateScreen() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const unlock = useUnlockGate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setError(undefined);
    unlock.mutate(password, {
      onError: (err) => {
        const isWrong = err instanceof ApiError && err.status === 401;
        setError(isWrong ? messages.gate.wrongPassword : err.message);
        setPassword('');
        inputRef.current?.focus();
      },
    });
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Lock className="size-6" aria-hidden="true" />
          </div>
          <CardTitle as="h1" className="text-2xl">
            Accès Restreint
          </CardTitle>
          <CardDescription>Saisissez le mot de passe d'accès pour continuer.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <Alert>
            <Info aria-hidden="true" />
            <AlertDescription>
              L'application est en cours de développement : son accès est temporairement restreint.
            </AlertDescription>
          </Alert>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField label="Mot de passe d'accès" error={error}>
              {(field) => (
                <PasswordInput
                  {...field}
                  ref={inputRef}
                  autoFocus
                  autoComplete="off"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" disabled={!password || unlock.isPending}>
              {unlock.isPending ? 'Vérification…' : 'Accéder à l’application'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}

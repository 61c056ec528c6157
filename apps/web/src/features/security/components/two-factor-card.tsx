import { ShieldCheck, ShieldOff } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { FormError } from '@/components/form-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useSecurityStatus } from '../api/get-security-status';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useGenerateBackupCodes,
} from '../api/two-factor';
import { groupSecret, secretFromTotpUri } from '../lib/totp-uri';
import { BackupCodes } from './backup-codes';
import { PasswordConfirmForm } from './password-confirm-form';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'enable' | 'disable' | 'codes' }
  | { kind: 'enrol'; totpURI: string; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[] };

function EnrolPanel({
  totpURI,
  backupCodes,
  onDone,
  onCancel,
}: {
  totpURI: string;
  backupCodes: string[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const secret = secretFromTotpUri(totpURI);
  return (
    <div className="grid gap-5">
      <section className="grid gap-3" aria-labelledby="totp-step-1">
        <h4 id="totp-step-1" className="text-sm font-semibold">
          1. Scannez ce QR code avec votre application d'authentification
        </h4>
        <p className="text-sm text-muted-foreground">
          Google Authenticator, Microsoft Authenticator, FreeOTP, 1Password…
        </p>
        <div className="w-fit rounded-lg bg-white p-3">
          <QRCodeSVG value={totpURI} size={176} title="QR code de la double authentification" />
        </div>
        {secret ? (
          <p className="text-sm">
            Ou saisissez cette clé :{' '}
            <code
              aria-label="Clé secrète"
              className="rounded bg-muted px-1.5 py-0.5 font-mono break-all"
            >
              {groupSecret(secret)}
            </code>
          </p>
        ) : null}
      </section>
      <section className="grid gap-3" aria-labelledby="totp-step-2">
        <h4 id="totp-step-2" className="text-sm font-semibold">
          2. Conservez vos codes de secours
        </h4>
        <p className="text-sm text-muted-foreground">
          Ils vous permettront de vous connecter si vous perdez votre téléphone. Chaque code ne sert
          qu'une fois ; ils ne seront plus affichés.
        </p>
        <BackupCodes codes={backupCodes} />
      </section>
      <form
        className="grid gap-3"
        aria-labelledby="totp-step-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          confirm.mutate(code, {
            onSuccess: () => {
              toast.success('Double authentification activée');
              onDone();
            },
          });
        }}
      >
        <h4 id="totp-step-3" className="text-sm font-semibold">
          3. Saisissez le code affiché par l'application
        </h4>
        <FormError message={confirm.error?.message} />
        <div className="grid gap-2 sm:max-w-xs">
          <Label htmlFor="totp-confirm-code">Code à 6 chiffres</Label>
          <Input
            id="totp-confirm-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onCancel} disabled={confirm.isPending}>
            Annuler
          </Button>
          <Button type="submit" disabled={code.length !== 6 || confirm.isPending}>
            {confirm.isPending ? 'Vérification…' : "Confirmer l'activation"}
          </Button>
        </div>
      </form>
    </div>
  );
}

export function TwoFactorCard() {
  const status = useSecurityStatus();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useGenerateBackupCodes();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const isEnabled = status.data?.isTwoFactorEnabled === true;

  const reset = () => {
    enable.reset();
    disable.reset();
    regenerate.reset();
    setStep({ kind: 'idle' });
  };

  const onPassword = (action: 'enable' | 'disable' | 'codes', password: string) => {
    if (action === 'enable') {
      enable.mutate(password, {
        onSuccess: (data) =>
          setStep({ kind: 'enrol', totpURI: data.totpURI, backupCodes: data.backupCodes }),
      });
    } else if (action === 'disable') {
      disable.mutate(password, {
        onSuccess: () => {
          toast.success('Double authentification désactivée');
          reset();
        },
      });
    } else {
      regenerate.mutate(password, {
        onSuccess: (data) => setStep({ kind: 'codes', backupCodes: data.backupCodes }),
      });
    }
  };

  const pending = enable.isPending || disable.isPending || regenerate.isPending;
  const error = enable.error?.message ?? disable.error?.message ?? regenerate.error?.message;

  return (
    <Card role="region" aria-labelledby="two-factor-title" className="gap-4 py-5">
      <CardHeader className="px-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3" id="two-factor-title" className="text-base">
            Double authentification
          </CardTitle>
          {status.isSuccess ? (
            <Badge variant={isEnabled ? 'success' : 'secondary'}>
              {isEnabled ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
              {isEnabled ? 'Activée' : 'Désactivée'}
            </Badge>
          ) : null}
        </div>
        <CardDescription>
          Un code à 6 chiffres, donné par une application sur votre téléphone, vous est demandé à
          chaque connexion. Recommandé pour protéger les données de santé de vos patients.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        {status.isPending ? (
          <Skeleton className="h-10" />
        ) : status.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
            <span>Erreur de chargement : {status.error.message}</span>
            <Button size="sm" variant="outline" onClick={() => void status.refetch()}>
              Réessayer
            </Button>
          </div>
        ) : step.kind === 'enrol' ? (
          <EnrolPanel
            totpURI={step.totpURI}
            backupCodes={step.backupCodes}
            onDone={reset}
            onCancel={reset}
          />
        ) : step.kind === 'codes' ? (
          <div className="grid gap-3">
            <p className="text-sm">
              Vos nouveaux codes de secours (les anciens ne fonctionnent plus) :
            </p>
            <BackupCodes codes={step.backupCodes} />
            <Button variant="outline" className="w-fit" onClick={reset}>
              J'ai conservé mes codes
            </Button>
          </div>
        ) : step.kind === 'password' ? (
          <PasswordConfirmForm
            description={
              step.action === 'enable'
                ? 'Confirmez votre mot de passe pour commencer l’activation.'
                : step.action === 'disable'
                  ? 'Confirmez votre mot de passe pour désactiver la double authentification.'
                  : 'Confirmez votre mot de passe pour générer de nouveaux codes de secours.'
            }
            submitLabel={
              step.action === 'enable'
                ? 'Continuer'
                : step.action === 'disable'
                  ? 'Désactiver'
                  : 'Générer les codes'
            }
            isPending={pending}
            error={error}
            onSubmit={(password) => onPassword(step.action, password)}
            onCancel={reset}
          />
        ) : isEnabled ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              variant="outline"
              onClick={() => setStep({ kind: 'password', action: 'codes' })}
            >
              Régénérer les codes de secours
            </Button>
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={() => setStep({ kind: 'password', action: 'disable' })}
            >
              Désactiver la double authentification
            </Button>
          </div>
        ) : (
          <Button className="w-fit" onClick={() => setStep({ kind: 'password', action: 'enable' })}>
            Activer la double authentification
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

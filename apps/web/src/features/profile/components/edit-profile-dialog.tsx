import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  CIVILITES,
  COUNTRIES,
  ZProfileUpdate,
  type TProfile,
  type TProfileUpdate,
} from '@praxis/shared/profile/schemas';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { applyFieldErrors } from '@/lib/server-errors';
import { useMetiers } from '../api/get-metiers';
import { useUpdateProfile } from '../api/update-profile';
import { COUNTRY_LABELS } from '../lib/countries';
import {
  PROFILE_FIELD_NAMES,
  toProfileFormValues,
  type ProfileFormValues,
} from '../lib/profile-form';
import { digitsOnly, profileSaveErrorMessage } from '../lib/profile-save-error';

/** RPPS, SIRET and postal code accept only digits as typed (spec 2 §5.6). */
function digitsField(field: UseFormRegisterReturn, maxLength: number) {
  return {
    ...field,
    inputMode: 'numeric' as const,
    maxLength,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      event.target.value = digitsOnly(event.target.value, maxLength);
      return field.onChange(event);
    },
  };
}

export function EditProfileDialog({ profile }: { profile: TProfile }) {
  const [isOpen, setIsOpen] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const metiers = useMetiers();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, TProfileUpdate>({
    // The schema's input type is wider (preprocessed fields); the values above are what it reads.
    resolver: zodResolver(ZProfileUpdate) as unknown as Resolver<
      ProfileFormValues,
      unknown,
      TProfileUpdate
    >,
    defaultValues: toProfileFormValues(profile),
  });
  const { errors } = form.formState;

  const onOpenChange = (open: boolean) => {
    if (open) form.reset(toProfileFormValues(profile));
    setSaveError(undefined);
    setIsOpen(open);
  };

  const onSubmit = form.handleSubmit((values) => {
    setSaveError(undefined);
    update.mutate(values, {
      onSuccess: () => {
        toast.success('Profil mis à jour avec succès');
        setIsOpen(false);
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, PROFILE_FIELD_NAMES);
        const message = profileSaveErrorMessage(error);
        setSaveError(message);
        toast.error(message);
      },
    });
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Modifier mes informations</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Modifier mes informations</DialogTitle>
          <DialogDescription>
            Les champs marqués d'un astérisque (*) sont obligatoires.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormError message={saveError} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">Identité</legend>
            <FormField label="Civilité *" error={errors.civilite?.message}>
              {(field) => (
                <NativeSelect {...field} {...form.register('civilite')}>
                  <option value="">Sélectionnez…</option>
                  {CIVILITES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Profession *" error={errors.professionId?.message}>
              {(field) => (
                <NativeSelect
                  {...field}
                  disabled={metiers.isPending}
                  {...form.register('professionId')}
                >
                  <option value="">
                    {metiers.isPending ? 'Chargement…' : 'Sélectionnez votre profession'}
                  </option>
                  {metiers.data?.items.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.nom}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Prénom *" error={errors.firstName?.message}>
              {(field) => (
                <Input {...field} autoComplete="given-name" {...form.register('firstName')} />
              )}
            </FormField>
            <FormField label="Nom *" error={errors.lastName?.message}>
              {(field) => (
                <Input {...field} autoComplete="family-name" {...form.register('lastName')} />
              )}
            </FormField>
          </fieldset>
          {metiers.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Impossible de charger les professions : {metiers.error.message}
            </p>
          ) : null}
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">Coordonnées professionnelles</legend>
            <FormField label="Téléphone" error={errors.phone?.message} hint="Ex. : 0612345678">
              {(field) => (
                <Input {...field} type="tel" autoComplete="tel" {...form.register('phone')} />
              )}
            </FormField>
            <FormField label="Numéro RPPS" error={errors.rpps?.message} hint="11 chiffres">
              {(field) => <Input {...field} {...digitsField(form.register('rpps'), 11)} />}
            </FormField>
            <FormField label="Numéro SIRET" error={errors.siret?.message} hint="14 chiffres">
              {(field) => <Input {...field} {...digitsField(form.register('siret'), 14)} />}
            </FormField>
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">Adresse du cabinet</legend>
            <FormField
              label="Adresse"
              error={errors.cabinetAddressLine1?.message}
              className="sm:col-span-2"
            >
              {(field) => (
                <Input
                  {...field}
                  autoComplete="address-line1"
                  {...form.register('cabinetAddressLine1')}
                />
              )}
            </FormField>
            <FormField
              label="Complément d'adresse"
              error={errors.cabinetAddressLine2?.message}
              className="sm:col-span-2"
            >
              {(field) => (
                <Input
                  {...field}
                  autoComplete="address-line2"
                  {...form.register('cabinetAddressLine2')}
                />
              )}
            </FormField>
            <FormField label="Code postal" error={errors.cabinetPostalCode?.message}>
              {(field) => (
                <Input
                  {...field}
                  autoComplete="postal-code"
                  {...digitsField(form.register('cabinetPostalCode'), 5)}
                />
              )}
            </FormField>
            <FormField label="Ville" error={errors.cabinetCity?.message}>
              {(field) => (
                <Input {...field} autoComplete="address-level2" {...form.register('cabinetCity')} />
              )}
            </FormField>
            <FormField label="Pays" error={errors.cabinetCountry?.message}>
              {(field) => (
                <NativeSelect {...field} {...form.register('cabinetCountry')}>
                  {COUNTRIES.map((c) => (
                    <option key={c} value={c}>
                      {COUNTRY_LABELS[c]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Enregistrement…' : 'Enregistrer'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

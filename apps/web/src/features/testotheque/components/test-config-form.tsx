import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { monthsToYears } from '@praxis/shared/testotheque/ages';
import {
  testMessages,
  ZTestConfigForm,
  type TTestConfigForm,
  type TTestDashboard,
} from '@praxis/shared/testotheque/schemas';
import { FormActions } from '@/components/form-actions';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors, serverMessage } from '@/lib/server-errors';
import { useUpdateTest } from '../api/update-test';

type Values = {
  title: string;
  code: string;
  description: string;
  ageMinYears: string;
  ageMaxYears: string;
  tags: string;
  aiBrief: string;
  summary: string;
  isActive: boolean;
};

const FIELDS = [
  'title',
  'code',
  'description',
  'ageMinYears',
  'ageMaxYears',
  'tags',
  'aiBrief',
  'summary',
] as const;
const yearsText = (months: number | null) =>
  months === null ? '' : String(monthsToYears(months)).replace('.', ',');

export function valuesOf(test: TTestDashboard): Values {
  return {
    title: test.title,
    code: test.code ?? '',
    description: test.description ?? '',
    ageMinYears: yearsText(test.ageRangeMin),
    ageMaxYears: yearsText(test.ageRangeMax),
    tags: (test.tags ?? []).join(', '),
    aiBrief: test.aiBrief ?? '',
    summary: test.summary ?? '',
    isActive: test.isActive,
  };
}

/** Spec 3 §2.8 Configuration, edit mode; Annuler restores the stored values (the form is dropped). */
export function TestConfigForm({ test, onDone }: { test: TTestDashboard; onDone: () => void }) {
  const update = useUpdateTest();
  const form = useForm<Values, unknown, TTestConfigForm>({
    resolver: formResolver(ZTestConfigForm),
    defaultValues: valuesOf(test),
  });
  const { errors } = form.formState;
  const reg = (name: (typeof FIELDS)[number]) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (patch) => {
    try {
      await update.mutateAsync({ id: test.id, patch });
      toast.success(testMessages.configSaved);
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      const message = serverMessage(error);
      toast.error(message ? `Erreur: ${message}` : testMessages.configFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Configuration du test">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Titre" error={errors.title?.message}>
          {(field) => <Input {...field} required {...reg('title')} />}
        </FormField>
        <FormField label="Code / acronyme" error={errors.code?.message}>
          {(field) => <Input {...field} placeholder="Ex. : M-ABC-2" {...reg('code')} />}
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={3} {...reg('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Âge minimum (ans)"
          error={errors.ageMinYears?.message}
          hint="De 0 à 120 ans ; enregistré en mois."
        >
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              title="Enregistré en mois (années × 12)"
              {...reg('ageMinYears')}
            />
          )}
        </FormField>
        <FormField
          label="Âge maximum (ans)"
          error={errors.ageMaxYears?.message}
          hint="De 0 à 120 ans ; enregistré en mois."
        >
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              title="Enregistré en mois (années × 12)"
              {...reg('ageMaxYears')}
            />
          )}
        </FormField>
      </div>
      <FormField label="Tags" error={errors.tags?.message} hint="Séparés par des virgules.">
        {(field) => <Input {...field} placeholder="motricité, équilibre, TDC" {...reg('tags')} />}
      </FormField>
      <FormField
        label="Brief IA"
        error={errors.aiBrief?.message}
        hint="Instructions pour l'IA : comment Sophie doit présenter ce test dans un bilan."
      >
        {(field) => <Textarea {...field} rows={4} {...reg('aiBrief')} />}
      </FormField>
      <FormField label="Résumé" error={errors.summary?.message}>
        {(field) => <Textarea {...field} rows={3} {...reg('summary')} />}
      </FormField>
      <div className="flex items-start gap-3 rounded-lg border p-3">
        <Checkbox id="test-is-active" className="mt-0.5" {...form.register('isActive')} />
        <div className="grid gap-1">
          <Label htmlFor="test-is-active">Test actif</Label>
          <p className="text-xs text-muted-foreground">
            Les tests actifs sont disponibles pour utilisation par Sophie
          </p>
        </div>
      </div>
      <FormActions
        submitLabel="Enregistrer les modifications"
        isPending={update.isPending}
        onCancel={onDone}
        isCancelDisabledWhilePending
      />
    </form>
  );
}

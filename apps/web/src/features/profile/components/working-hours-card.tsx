import { Controller, useForm } from 'react-hook-form';
import type { TProfile } from '@praxis/shared/profile/schemas';
import { WEEK_DAYS, workingHoursMessages } from '@praxis/shared/profile/working-hours-constants';
import { ZWorkingHours, type TWorkingHours } from '@praxis/shared/profile/working-hours';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formResolver } from '@/lib/form-resolver';
import { withSaveToasts } from '@/lib/mutation-toasts';
import { applyFieldErrors } from '@/lib/server-errors';
import { useUpdateWorkingHours } from '../api/update-working-hours';

const FIELDS = ['days', 'start', 'end'] as const;

/** Days and hours the agenda shades as working time (issue 10 §2). */
export function WorkingHoursCard({ profile }: { profile: TProfile }) {
  const update = useUpdateWorkingHours();
  const form = useForm<TWorkingHours, unknown, TWorkingHours>({
    resolver: formResolver(ZWorkingHours),
    values: profile.workingHours,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await withSaveToasts(
        update.mutateAsync(values),
        workingHoursMessages.saved,
        workingHoursMessages.saveFailed,
      );
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle as="h3" className="text-base">
          Horaires de travail
        </CardTitle>
        <CardDescription>
          Ombrés comme temps de travail dans l'agenda. Un rendez-vous en dehors reste possible et
          visible.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-label="Horaires de travail"
          className="grid gap-4"
        >
          <fieldset className="grid gap-2" aria-describedby={errors.days ? 'working-days-error' : undefined}>
            <legend className="mb-2 text-sm font-medium">Jours travaillés</legend>
            <Controller
              control={form.control}
              name="days"
              render={({ field }) => (
                <div className="flex flex-wrap gap-x-4 gap-y-2">
                  {WEEK_DAYS.map(({ day, label }) => (
                    <label key={day} className="flex items-center gap-2 text-sm">
                      <Checkbox
                        checked={field.value.includes(day)}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked
                              ? [...field.value, day].sort((a, b) => a - b)
                              : field.value.filter((d) => d !== day),
                          )
                        }
                      />
                      {label}
                    </label>
                  ))}
                </div>
              )}
            />
            {errors.days ? (
              <p id="working-days-error" role="alert" className="text-sm text-destructive">
                {errors.days.message ?? errors.days.root?.message}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Début de journée" error={errors.start?.message}>
              {(control) => <Input type="time" step={300} {...control} {...form.register('start')} />}
            </FormField>
            <FormField label="Fin de journée" error={errors.end?.message}>
              {(control) => <Input type="time" step={300} {...control} {...form.register('end')} />}
            </FormField>
          </div>
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Enregistrement...' : 'Enregistrer les horaires'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

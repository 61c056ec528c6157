import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { patientMessages } from '@praxis/shared/patients/constants';
import type { TGoalInput } from '@praxis/shared/patients/schemas';
import { isMajorOn, todayIso } from '@praxis/shared/patients/rules';
import { ApiError } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { serverMessage } from '@/lib/server-errors';
import { useCreatePatient } from '../api/create-patient';
import { createPayload, serverFieldErrors } from './create-payload';
import type { LocalItem } from './local-items';
import type { WizardRepresentative } from './representatives-list';
import { TAB_FIELDS, nextTab, tabsBefore, tabsWithErrors, type WizardTabId } from './wizard-tabs';
import {
  WIZARD_DEFAULTS,
  ZWizardForm,
  type WizardField,
  type WizardOutput,
  type WizardValues,
} from './wizard-values';

type ListErrors = { representatives?: string; goals?: string };

/**
 * State and steps of the 'Nouveau patient' wizard. It lives inside the dialog's content, so
 * closing the dialog drops all of it: the next opening starts empty on the identity tab.
 */
export function useNewPatientWizard(onCreated: () => void) {
  const navigate = useNavigate();
  const create = useCreatePatient();
  const [today] = useState(() => todayIso());
  const [activeTab, setActiveTab] = useState<WizardTabId>('identity');
  const [representatives, setRepresentatives] = useState<WizardRepresentative[]>([]);
  const [goals, setGoals] = useState<LocalItem<TGoalInput>[]>([]);
  const [isRepresentativesChecked, setRepresentativesChecked] = useState(false);
  const [serverListErrors, setServerListErrors] = useState<ListErrors>({});
  const [bannerError, setBannerError] = useState<string>();

  const form = useForm<WizardValues, unknown, WizardOutput>({
    resolver: formResolver(ZWizardForm),
    defaultValues: WIZARD_DEFAULTS,
  });
  const dateOfBirth = useWatch({ control: form.control, name: 'dateOfBirth' });
  const required = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'dateOfBirth', 'civilite', 'gender'],
  });
  const isMajor = isMajorOn(dateOfBirth || null, today);
  const isMissingRepresentative = !isMajor && representatives.length === 0;

  // Derived, so that the message goes as soon as a representative is added or the patient is
  // of age, and comes back if the last one is deleted.
  const listErrors: ListErrors = {
    representatives:
      (isRepresentativesChecked && isMissingRepresentative
        ? patientMessages.representativeRequired
        : undefined) ?? serverListErrors.representatives,
    goals: serverListErrors.goals,
  };
  const invalidTabs = tabsWithErrors(Object.keys(form.formState.errors), listErrors);

  /** Registers a field whose error goes away as soon as it is corrected, before any submit. */
  const register = (name: WizardField) =>
    form.register(name, {
      onChange: () => {
        if (form.getFieldState(name).error) void form.trigger(name);
      },
    });

  const validateTab = async (tab: WizardTabId): Promise<boolean> => {
    const fields = TAB_FIELDS[tab];
    const areFieldsValid =
      fields.length === 0 || (await form.trigger([...fields], { shouldFocus: true }));
    if (tab !== 'representatives') return areFieldsValid;
    setRepresentativesChecked(true);
    return !isMissingRepresentative;
  };

  const goNext = async () => {
    if (await validateTab(activeTab)) setActiveTab(nextTab(activeTab, 1));
  };

  /** A tab header: forward only through tabs that validate, like 'Suivant'; back freely. */
  const goTo = async (target: WizardTabId) => {
    for (const tab of tabsBefore(activeTab, target)) {
      if (await validateTab(tab)) continue;
      setActiveTab(tab);
      const field = TAB_FIELDS[tab].find((f) => form.getFieldState(f).error);
      // A tab passed over was hidden when validated: its first field in error takes the focus once shown.
      if (tab !== activeTab && field) requestAnimationFrame(() => form.setFocus(field));
      return;
    }
    setActiveTab(target);
  };

  const showFirstInvalidTab = (errors: FieldErrors<WizardValues>, extra: ListErrors) => {
    const [first] = tabsWithErrors(Object.keys(errors), extra);
    if (!first) return;
    setActiveTab(first);
    const field = TAB_FIELDS[first].find((f) => f in errors);
    // Once the tab is shown (next frame), the first field in error takes the focus.
    if (field) requestAnimationFrame(() => form.setFocus(field));
  };

  const onServerError = (error: unknown) => {
    const message = serverMessage(error) ?? patientMessages.createFailed;
    setBannerError(message);
    toast.error(patientMessages.createFailed, { description: message });
    if (!(error instanceof ApiError)) return;
    const spread = serverFieldErrors(error.fields);
    for (const [field, fieldMessage] of spread.fields) {
      form.setError(field, { type: 'server', message: fieldMessage });
    }
    const extra = { representatives: spread.representatives, goals: spread.goals };
    setServerListErrors(extra);
    showFirstInvalidTab(
      Object.fromEntries(spread.fields.map(([f, m]) => [f, { message: m }])),
      extra,
    );
  };

  // Every tab but the goals (each goal was checked by its own dialog) is validated.
  const submit = form.handleSubmit(
    async (values) => {
      setRepresentativesChecked(true);
      if (isMissingRepresentative) {
        setActiveTab('representatives');
        return;
      }
      setBannerError(undefined);
      setServerListErrors({});
      try {
        const patient = await create.mutateAsync(
          createPayload({ values, isMajor, representatives, goals }),
        );
        toast.success(patientMessages.created(patient.firstName, patient.lastName));
        onCreated();
        void navigate(`/patients/${patient.id}`);
      } catch (error) {
        onServerError(error);
      }
    },
    (errors) => {
      setRepresentativesChecked(true);
      showFirstInvalidTab(errors, {
        representatives: isMissingRepresentative
          ? patientMessages.representativeRequired
          : undefined,
      });
    },
  );

  return {
    form,
    register,
    today,
    isMajor,
    activeTab,
    goTo,
    invalidTabs,
    listErrors,
    bannerError,
    representatives,
    setRepresentatives: (next: WizardRepresentative[]) => {
      setServerListErrors((e) => ({ ...e, representatives: undefined }));
      setRepresentatives(next);
    },
    goals,
    setGoals: (next: LocalItem<TGoalInput>[]) => {
      setServerListErrors((e) => ({ ...e, goals: undefined }));
      setGoals(next);
    },
    canCreate: required.every((v) => v.trim() !== '') && !create.isPending,
    isCreating: create.isPending,
    goNext,
    goPrevious: () => setActiveTab(nextTab(activeTab, -1)),
    submit,
  };
}

export type NewPatientWizard = ReturnType<typeof useNewPatientWizard>;

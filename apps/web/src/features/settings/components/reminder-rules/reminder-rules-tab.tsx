import { Bell, Info, Lightbulb, Mail, MessageSquare, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  RECOMMENDED_DELAYS,
  REMINDER_CHANNEL_LABELS,
  REMINDER_VARIABLES,
  REMINDER_VARIABLE_LABELS,
  type TReminderRule,
  type TReminderVariable,
} from '@praxis/shared/settings/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { serverMessage } from '@/lib/server-errors';
import { useDeleteReminderRule } from '../../api/delete-reminder-rule';
import { useAppointmentTypes } from '../../api/get-appointment-types';
import { useReminderRules } from '../../api/get-reminder-rules';
import { ruleDelayLabel } from '../../lib/reminder-template';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState, ListError, ListSkeleton } from '../list-states';
import { TabHeader } from '../tab-header';
import { ReminderRuleDialog } from './reminder-rule-dialog';

function ExplanationBlocks() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="gap-3 py-4 md:col-span-2">
        <CardHeader className="px-4">
          <CardTitle as="h3" className="flex items-center gap-2 text-sm">
            <Info className="size-4 text-primary" aria-hidden="true" />
            Comment ça marche ?
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 px-4 text-sm text-muted-foreground">
          <p>
            Pour chaque type de séance, choisissez un canal (email ou SMS), le délai avant le
            rendez-vous et le message envoyé au patient.
          </p>
          <p>Une seule règle par type de séance et par canal.</p>
          <p>L'envoi automatique arrive prochainement : vos règles sont déjà enregistrées.</p>
        </CardContent>
      </Card>
      <Card className="gap-3 py-4">
        <CardHeader className="px-4">
          <CardTitle as="h3" className="flex items-center gap-2 text-sm">
            <Lightbulb className="size-4 text-primary" aria-hidden="true" />
            Délais recommandés
          </CardTitle>
        </CardHeader>
        <CardContent className="px-4">
          <ul className="grid gap-2 text-sm">
            {RECOMMENDED_DELAYS.map((r) => (
              <li key={r.label}>
                <span className="font-medium">{r.label}</span>
                <span className="text-muted-foreground"> — {r.hint}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card className="gap-3 py-4">
        <CardHeader className="px-4">
          <CardTitle as="h3" className="flex items-center gap-2 text-sm">
            <MessageSquare className="size-4 text-primary" aria-hidden="true" />
            Variables du message
          </CardTitle>
        </CardHeader>
        <CardContent className="px-4">
          <dl className="grid gap-1.5 text-sm">
            {REMINDER_VARIABLES.map((v) => (
              <div key={v} className="flex flex-wrap gap-x-2">
                <dt className="font-mono text-xs leading-5 text-primary">{v}</dt>
                <dd className="text-muted-foreground">
                  {REMINDER_VARIABLE_LABELS[v.slice(1, -1) as TReminderVariable]}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

function RuleRow({
  rule,
  onEdit,
  onDelete,
}: {
  rule: TReminderRule;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = `${REMINDER_CHANNEL_LABELS[rule.channel]} ${rule.appointmentType.name}`;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words">{rule.appointmentType.name}</p>
          <Badge variant="soft">
            {rule.channel === 'email' ? (
              <Mail aria-hidden="true" />
            ) : (
              <MessageSquare aria-hidden="true" />
            )}
            {REMINDER_CHANNEL_LABELS[rule.channel]}
          </Badge>
          <Badge variant="outline">{ruleDelayLabel(rule)}</Badge>
        </div>
        <p className="line-clamp-2 text-sm whitespace-pre-line text-muted-foreground">
          {rule.messageTemplate}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          aria-label={`Modifier la règle ${name}`}
        >
          <Pencil aria-hidden="true" />
          Modifier
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={onDelete}
          aria-label={`Supprimer la règle ${name}`}
        >
          <Trash2 aria-hidden="true" />
          Supprimer
        </Button>
      </div>
    </li>
  );
}

export function ReminderRulesTab() {
  const rules = useReminderRules();
  const types = useAppointmentTypes();
  const remove = useDeleteReminderRule();
  const [editing, setEditing] = useState<TReminderRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TReminderRule | null>(null);
  const hasNoTypes = types.isSuccess && types.data.items.length === 0;

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Règle de rappel supprimée avec succès');
        setDeleting(null);
      },
      onError: (error) =>
        toast.error('Erreur lors de la suppression de la règle', {
          description: serverMessage(error),
        }),
    });
  };

  return (
    <div className="grid gap-6">
      <TabHeader
        title="Rappels & Communications"
        description="Des rappels automatiques pour limiter les rendez-vous oubliés."
        action={
          <Button onClick={() => setEditing('new')} disabled={hasNoTypes}>
            <Plus aria-hidden="true" />
            Nouvelle règle
          </Button>
        }
      />
      <ExplanationBlocks />
      {hasNoTypes ? (
        <p className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
          Créez d'abord un type de séance dans{' '}
          <Link
            to="/settings?tab=appointment-types"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Types de séance
          </Link>{' '}
          pour définir des rappels.
        </p>
      ) : null}
      <div className="grid gap-3">
        <h3 className="text-base font-semibold">
          Mes règles de rappel ({rules.data?.items.length ?? 0})
        </h3>
        {rules.isPending ? (
          <ListSkeleton label="Chargement des règles de rappel" />
        ) : rules.isError ? (
          <ListError message={rules.error.message} onRetry={() => void rules.refetch()} />
        ) : rules.data.items.length === 0 ? (
          <EmptyState
            icon={Bell}
            title="Aucune règle de rappel"
            description="Ajoutez une règle pour rappeler leurs rendez-vous à vos patients."
          />
        ) : (
          <ul aria-label="Mes règles de rappel" className="divide-y rounded-lg border bg-card">
            {rules.data.items.map((rule) => (
              <RuleRow
                key={rule.id}
                rule={rule}
                onEdit={() => setEditing(rule)}
                onDelete={() => setDeleting(rule)}
              />
            ))}
          </ul>
        )}
      </div>

      <ReminderRuleDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Supprimer la règle de rappel ?"
        description={
          deleting
            ? `La règle ${REMINDER_CHANNEL_LABELS[deleting.channel]} pour « ${deleting.appointmentType.name} » ne sera plus appliquée.`
            : ''
        }
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}

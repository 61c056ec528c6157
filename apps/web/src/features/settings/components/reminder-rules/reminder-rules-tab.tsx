import { Bell, Info, Lightbulb, Mail, MessageSquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
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
import { useDeleteReminderRule } from '../../api/delete-reminder-rule';
import { useAppointmentTypes } from '../../api/get-appointment-types';
import { useReminderRules } from '../../api/get-reminder-rules';
import { ruleDelayLabel } from '../../lib/reminder-template';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { OwnedItemActions } from '@/components/owned-item-actions';
import { useDeleteConfirmation } from '@/lib/mutation-toasts';
import { QueryList } from '../shared/query-list';
import { ListSection } from '../shared/tab-sections';
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
      <OwnedItemActions
        owner={rule}
        name={`la règle ${name}`}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </li>
  );
}

export function ReminderRulesTab() {
  const rules = useReminderRules();
  const types = useAppointmentTypes();
  const remove = useDeleteReminderRule();
  const [editing, setEditing] = useState<TReminderRule | 'new' | null>(null);
  const deletion = useDeleteConfirmation<TReminderRule>(remove, {
    deleted: 'Règle de rappel supprimée avec succès',
    deleteFailed: 'Erreur lors de la suppression de la règle',
  });
  const deleting = deletion.target;
  const hasNoTypes = types.isSuccess && types.data.items.length === 0;

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
      <ListSection title="Mes règles de rappel" count={rules.data?.items.length}>
        <QueryList
          query={rules}
          loadingLabel="Chargement des règles de rappel"
          empty={{
            icon: Bell,
            title: 'Aucune règle de rappel',
            description: 'Ajoutez une règle pour rappeler leurs rendez-vous à vos patients.',
          }}
          listLabel="Mes règles de rappel"
          renderItem={(rule) => (
            <RuleRow
              key={rule.id}
              rule={rule}
              onEdit={() => setEditing(rule)}
              onDelete={() => deletion.ask(rule)}
            />
          )}
        />
      </ListSection>

      <ReminderRuleDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Supprimer la règle de rappel ?"
        description={
          deleting
            ? `La règle ${REMINDER_CHANNEL_LABELS[deleting.channel]} pour « ${deleting.appointmentType.name} » ne sera plus appliquée.`
            : ''
        }
      />
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { trameMessages, type TTrame } from '@praxis/shared/trames/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/server-errors';
import { useDeleteTrame, useUpdateTrame } from '../api/trames';

/** Spec 3 §4, §9: the description saves 2 s after the last keystroke. */
const AUTOSAVE_MS = 2000;

function DescriptionEditor({ trame }: { trame: TTrame }) {
  const update = useUpdateTrame(trame.id);
  const [value, setValue] = useState(trame.description ?? '');
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const saved = useRef(trame.description ?? '');
  useEffect(() => {
    if (value === saved.current) return;
    const timer = setTimeout(() => {
      setStatus('saving');
      update.mutate(
        { description: value },
        {
          onSuccess: () => {
            saved.current = value;
            setStatus('saved');
          },
          onError: () => {
            setStatus('idle');
            toast.error(trameMessages.descriptionFailed);
          },
        },
      );
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation object changes on each render
  }, [value]);
  return (
    <FormField
      label="Description"
      hint={trame.isOwn ? undefined : 'Seul le propriétaire peut modifier cette trame.'}
    >
      {(field) => (
        <div className="grid gap-1">
          <Textarea
            {...field}
            rows={6}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            disabled={!trame.isOwn}
          />
          <span role="status" className="text-xs text-muted-foreground">
            {status === 'saving' ? 'Sauvegarde...' : status === 'saved' ? 'Sauvegardé' : ''}
          </span>
        </div>
      )}
    </FormField>
  );
}

function GeneralSettings({ trame }: { trame: TTrame }) {
  const update = useUpdateTrame(trame.id);
  const [name, setName] = useState(trame.name);
  const [error, setError] = useState<string | undefined>();
  // Shown at once; put back if the save fails.
  const [isActive, setIsActive] = useState(trame.isActive);
  const rename = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setError(trameMessages.renameEmpty);
      return;
    }
    setError(undefined);
    update.mutate(
      { name },
      {
        onSuccess: () => toast.success(trameMessages.renamed),
        onError: (err) =>
          toast.error(trameMessages.updateFailed, { description: serverMessage(err) }),
      },
    );
  };
  const toggle = (next: boolean) => {
    setIsActive(next);
    update.mutate(
      { isActive: next },
      {
        onSuccess: () => toast.success(next ? trameMessages.activated : trameMessages.deactivated),
        onError: (err) => {
          setIsActive(!next);
          toast.error(trameMessages.updateFailed, { description: serverMessage(err) });
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Paramètres généraux</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={rename} noValidate className="flex flex-wrap items-end gap-2">
          <FormField label="Nom de la trame" error={error} className="min-w-64 flex-1">
            {(field) => (
              <Input
                {...field}
                value={name}
                onChange={(e) => setName(e.target.value)}
                disabled={!trame.isOwn}
              />
            )}
          </FormField>
          <Button type="submit" variant="outline" disabled={!trame.isOwn || update.isPending}>
            Renommer
          </Button>
        </form>
        <div className="flex items-center gap-2">
          <Checkbox
            id="trame-active"
            checked={isActive}
            disabled={!trame.isOwn || update.isPending}
            onChange={(e) => toggle(e.target.checked)}
          />
          <Label htmlFor="trame-active">Trame active</Label>
        </div>
        <p className="text-xs text-muted-foreground">
          Une trame inactive est masquée et ne peut pas servir à générer des documents.
        </p>
      </CardContent>
    </Card>
  );
}

function DangerZone({ trame }: { trame: TTrame }) {
  const navigate = useNavigate();
  const remove = useDeleteTrame();
  const [acknowledged, setAcknowledged] = useState(false);
  const confirm = () =>
    remove.mutate(trame.id, {
      onSuccess: () => {
        toast.success(trameMessages.deleted);
        void navigate('/trames');
      },
      onError: (err) =>
        toast.error(trameMessages.deleteFailed, { description: serverMessage(err) }),
    });
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>Gestion avancée</CardTitle>
        <CardDescription>
          La suppression de la trame est définitive : ses exemples et documents ne seront plus
          accessibles.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id="trame-delete-ack"
            checked={acknowledged}
            onChange={(e) => setAcknowledged(e.target.checked)}
            disabled={!trame.isOwn}
          />
          <Label htmlFor="trame-delete-ack">Je comprends que cette action est irréversible</Label>
        </div>
        <div>
          <Button
            variant="destructive"
            disabled={!acknowledged || remove.isPending}
            onClick={confirm}
          >
            Supprimer la trame
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Spec 3 §2.6 Configuration: description (autosave), rename and active toggle, deletion. */
export function TrameConfiguration({ trame }: { trame: TTrame }) {
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Description</CardTitle>
        </CardHeader>
        <CardContent>
          <DescriptionEditor trame={trame} />
        </CardContent>
      </Card>
      <GeneralSettings trame={trame} />
      <DangerZone trame={trame} />
    </div>
  );
}

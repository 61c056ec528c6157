import { CalendarSync, Copy, Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { calendarFeedMessages } from '@praxis/shared/appointments/calendar-feed';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/server-errors';
import {
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
  useUpdateCalendarFeed,
} from '../api/calendar-feed';

const FAILED = 'Action impossible';

/** Issue 17 §4: the agenda in Google Calendar, Apple Calendar or Thunderbird, read only. */
export function CalendarFeedCard() {
  const state = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const update = useUpdateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [hideNamesDraft, setHideNamesDraft] = useState(true);
  const [isRevokeOpen, setRevokeOpen] = useState(false);
  const feed = state.data?.feed ?? null;
  const hideNames = feed ? feed.hideNames : hideNamesDraft;
  const onError = (error: unknown) => toast.error(FAILED, { description: serverMessage(error) });

  const onCreate = () =>
    create.mutate(
      { hideNames },
      {
        onSuccess: (created) => {
          setUrl(created?.url ?? null);
          toast.success(calendarFeedMessages.created);
        },
        onError,
      },
    );
  const onHideNames = (checked: boolean) => {
    if (!feed) return setHideNamesDraft(checked);
    update.mutate(
      { hideNames: checked },
      { onSuccess: () => toast.success(calendarFeedMessages.updated), onError },
    );
  };
  const onCopy = () => {
    if (!url) return;
    navigator.clipboard.writeText(url).then(
      () => toast.success(calendarFeedMessages.copied),
      () => toast.error(calendarFeedMessages.copyFailed),
    );
  };
  const onRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setRevokeOpen(false);
        toast.success(calendarFeedMessages.revoked);
      },
      onError,
    });

  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle as="h3" className="flex items-center gap-2 text-base">
          <CalendarSync className="size-4 text-primary" aria-hidden="true" />
          Abonnement à l'agenda
        </CardTitle>
        <CardDescription>
          Un lien privé pour voir vos rendez-vous dans Google Agenda, Calendrier d'Apple ou
          Thunderbird (lecture seule). Toute personne qui a le lien voit votre agenda : gardez-le
          pour vous.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        {state.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          <>
            <div className="flex items-center gap-2">
              <Checkbox
                id="calendar-feed-hide-names"
                checked={hideNames}
                disabled={update.isPending}
                onChange={(e) => onHideNames(e.target.checked)}
              />
              <Label htmlFor="calendar-feed-hide-names">
                Masquer les noms des patients (« Rendez-vous » et le type seulement)
              </Label>
            </div>
            {url ? (
              <Alert variant="warning">
                <Link2 aria-hidden="true" />
                <AlertTitle>Copiez ce lien maintenant : il ne sera plus affiché.</AlertTitle>
                <AlertDescription className="grid gap-2">
                  <div className="flex w-full flex-col gap-2 sm:flex-row">
                    <Input
                      readOnly
                      value={url}
                      aria-label="Lien d'abonnement"
                      onFocus={(e) => e.target.select()}
                    />
                    <Button type="button" variant="outline" onClick={onCopy}>
                      <Copy aria-hidden="true" />
                      Copier le lien
                    </Button>
                  </div>
                </AlertDescription>
              </Alert>
            ) : feed ? (
              <p className="text-sm text-muted-foreground">
                Lien actif depuis le {new Date(feed.createdAt).toLocaleDateString('fr-FR')}. Pour
                l'afficher à nouveau, créez un nouveau lien (l'ancien cessera de fonctionner).
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">Aucun lien d'abonnement actif.</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={onCreate} disabled={create.isPending}>
                <Link2 aria-hidden="true" />
                {feed ? 'Créer un nouveau lien' : 'Créer le lien'}
              </Button>
              {feed ? (
                <Button
                  type="button"
                  variant="outline"
                  className="text-destructive"
                  onClick={() => setRevokeOpen(true)}
                >
                  <Trash2 aria-hidden="true" />
                  Révoquer
                </Button>
              ) : null}
            </div>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        isOpen={isRevokeOpen}
        onOpenChange={setRevokeOpen}
        title="Révoquer le lien d'abonnement ?"
        description="Les agendas abonnés ne recevront plus vos rendez-vous. Vous pourrez créer un nouveau lien."
        confirmLabel="Révoquer"
        pendingLabel="Révocation…"
        isPending={revoke.isPending}
        onConfirm={onRevoke}
      />
    </Card>
  );
}

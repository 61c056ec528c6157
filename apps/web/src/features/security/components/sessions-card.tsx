import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSecurityStatus } from '../api/get-security-status';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions, useRevokeSession } from '../api/revoke-sessions';
import { describeUserAgent } from '../lib/user-agent';

const dateTime = (d: Date) => format(d, "d MMMM yyyy 'à' HH:mm", { locale: fr });

export function SessionsCard() {
  const sessions = useSessions();
  const status = useSecurityStatus();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const currentId = status.data?.currentSessionId;
  const others = sessions.data?.filter((s) => s.id !== currentId) ?? [];

  const onRevokeOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () => toast.success('Autres sessions déconnectées'),
      onError: (error) => toast.error(error.message),
    });

  return (
    <Card role="region" aria-labelledby="sessions-title" className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle as="h3" id="sessions-title" className="text-base">
          Sessions actives
        </CardTitle>
        <CardDescription>
          Les appareils connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        {sessions.isPending ? (
          <div role="status" aria-label="Chargement des sessions" className="grid gap-2">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : sessions.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
            <span>{sessions.error.message}</span>
            <Button size="sm" variant="outline" onClick={() => void sessions.refetch()}>
              Réessayer
            </Button>
          </div>
        ) : (
          <ul aria-label="Sessions actives" className="divide-y rounded-lg border">
            {sessions.data.map((s) => {
              const device = describeUserAgent(s.userAgent);
              const isCurrent = s.id === currentId;
              return (
                <li key={s.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
                  <MonitorSmartphone
                    className="hidden size-5 shrink-0 text-muted-foreground sm:block"
                    aria-hidden="true"
                  />
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      {device}
                      {isCurrent ? <Badge variant="soft">Session actuelle</Badge> : null}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {s.ipAddress ? `IP ${s.ipAddress} · ` : ''}Connecté le {dateTime(s.createdAt)}
                    </p>
                  </div>
                  {isCurrent ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={revoke.isPending}
                      aria-label={`Déconnecter la session ${device} du ${dateTime(s.createdAt)}`}
                      onClick={() =>
                        revoke.mutate(s.token, {
                          onSuccess: () => toast.success('Session déconnectée'),
                          onError: (error) => toast.error(error.message),
                        })
                      }
                    >
                      <LogOut aria-hidden="true" />
                      Déconnecter
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <Button
          variant="outline"
          className="w-fit"
          disabled={others.length === 0 || revokeOthers.isPending}
          onClick={onRevokeOthers}
        >
          Déconnecter les autres sessions
        </Button>
      </CardContent>
    </Card>
  );
}

import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { displayFirstName, greetingForHour } from '@praxis/shared/shell/greeting';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

type DashboardGreetingProps = {
  firstName: string | null | undefined;
  isLoading: boolean;
  error?: string;
  onRetry: () => void;
  now?: Date;
};

/** Spec 1 §2: greeting by hour and first name (fallback Praticien), today's date in French. */
export function DashboardGreeting({
  firstName,
  isLoading,
  error,
  onRetry,
  now = new Date(),
}: DashboardGreetingProps) {
  const greeting = greetingForHour(now.getHours());
  const today = format(now, 'EEEE d MMMM yyyy', { locale: fr });
  return (
    <section className="grid gap-2">
      <p className="text-sm font-medium text-primary first-letter:uppercase">{today}</p>
      {isLoading ? (
        <div className="flex items-center gap-2" aria-busy="true">
          <span className="text-2xl font-semibold sm:text-3xl">{greeting}</span>
          <Skeleton className="h-8 w-32" />
        </div>
      ) : (
        <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {greeting} {displayFirstName(firstName)}
        </h2>
      )}
      <p className="text-muted-foreground">Bienvenue sur votre tableau de bord</p>
      {error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          <span>Impossible de charger votre profil : {error}</span>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Réessayer
          </Button>
        </div>
      ) : null}
    </section>
  );
}

import { ChevronRight, SearchX } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useTest } from '../api/get-test';
import { TestConfiguration } from './test-configuration';
import { TestStatusIcon } from './test-status-icon';
import { TestSynthesis } from './test-synthesis';
import { TrainingBadge } from './training-badge';

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring/50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-xs';

function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Test introuvable</h2>
      <p className="text-sm text-muted-foreground">
        Ce test n'existe pas ou vous n'y avez pas accès.
      </p>
      <Button asChild variant="outline">
        <Link to="/testeque">Retour à la testothèque</Link>
      </Button>
    </div>
  );
}

/** /testeque/{id} (spec 3 §2.8): breadcrumb, header, Synthèse and Configuration tabs. */
export function TestDetail({ testId }: { testId: string }) {
  const query = useTest(testId);
  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label="Chargement du test"
        className="mx-auto grid w-full max-w-7xl gap-4"
      >
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-10 w-96" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center"
      >
        <h2 className="text-xl font-semibold text-destructive">Erreur de chargement</h2>
        <p className="text-sm text-muted-foreground">{query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  const test = query.data;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5">
      <nav
        aria-label="Fil d'Ariane"
        className="flex items-center gap-1 text-sm text-muted-foreground"
      >
        <Link to="/testeque" className="hover:text-foreground hover:underline">
          Testothèque
        </Link>
        <ChevronRight className="size-4" aria-hidden="true" />
        <span aria-current="page" className="truncate text-foreground">
          {test.title}
        </span>
      </nav>
      <div className="flex flex-wrap items-center gap-3">
        <TestStatusIcon isActive={test.isActive} />
        <h2 className="text-2xl font-semibold tracking-tight break-words">{test.title}</h2>
        {test.code ? (
          <span className="rounded-md bg-primary/10 px-2 py-0.5 text-sm font-medium text-primary">
            {test.code}
          </span>
        ) : null}
        <TrainingBadge status={test.sophieTrainingStatus} look="detail" />
      </div>
      <Tabs.Root defaultValue="synthese" className="grid gap-4">
        <Tabs.List
          aria-label="Sections du test"
          className="flex w-fit gap-1 rounded-lg bg-muted p-1"
        >
          <Tabs.Trigger value="synthese" className={tabClass}>
            Synthèse
          </Tabs.Trigger>
          <Tabs.Trigger value="configuration" className={tabClass}>
            Configuration
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="synthese" className="outline-none">
          <TestSynthesis test={test} />
        </Tabs.Content>
        <Tabs.Content value="configuration" className="outline-none">
          <TestConfiguration test={test} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

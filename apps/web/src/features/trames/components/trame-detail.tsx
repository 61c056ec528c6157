import { ChevronRight, ExternalLink, FileText, type LucideIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TTrame } from '@praxis/shared/trames/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { onLiveEvent } from '@/lib/live-events';
import { trameKey, useTrame } from '../api/trames';
import { longDate } from '../lib/format';
import { TrameSynthesis } from './trame-synthesis';

// The synthesis tab ships with the page; the other tabs are fetched when opened (issue 15: the
// route's first load stays within the JavaScript budget).
const MaTrameTab = lazy(() =>
  import('./ma-trame/ma-trame-tab').then((m) => ({ default: m.MaTrameTab })),
);
const TrameConfiguration = lazy(() =>
  import('./trame-configuration').then((m) => ({ default: m.TrameConfiguration })),
);
const TrameDocumentsTab = lazy(() =>
  import('./trame-documents-tab').then((m) => ({ default: m.TrameDocumentsTab })),
);
const TrameExamplesTab = lazy(() =>
  import('./trame-examples-tab').then((m) => ({ default: m.TrameExamplesTab })),
);
const TrameTestsPanel = lazy(() =>
  import('@/features/testotheque/components/trame-tests-panel').then((m) => ({
    default: m.TrameTestsPanel,
  })),
);

function LazyTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner className="size-6" />}>{children}</Suspense>;
}

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring/50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-xs';

function NotFound() {
  return (
    <div className="mx-auto grid w-full max-w-xl gap-3 py-16 text-center">
      <h2 className="text-xl font-semibold">Trame introuvable</h2>
      <p className="text-sm text-muted-foreground">
        Cette trame n'existe pas ou vous n'avez pas la permission d'y accéder.
      </p>
      <div>
        <Button asChild variant="outline">
          <Link to="/trames">Retour à mes trames</Link>
        </Button>
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div
      role="status"
      aria-label="Chargement de la trame"
      className="mx-auto grid w-full max-w-7xl gap-4"
    >
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-9 w-80" />
      <Skeleton className="h-10 w-full max-w-xl" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

type TStoredFile = TTrame['file'];

/** A header link that opens a stored export of the trame in a new tab, once it has a signed link. */
function OpenFileLink({ file, icon: Icon, label }: { file: TStoredFile; icon: LucideIcon; label: string }) {
  const href = file?.state === 'signed' ? file.signedUrl : null;
  if (!href) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <Icon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}

function Header({ trame }: { trame: TTrame }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="text-2xl font-semibold tracking-tight break-words">{trame.name}</h2>
      <span className="text-sm text-muted-foreground">{trame.trameType.label}</span>
      {trame.trameType.isBilan ? <Badge variant="soft">Bilan</Badge> : null}
      <Badge variant={trame.isActive ? 'success' : 'secondary'}>
        {trame.isActive ? 'Active' : 'Inactive'}
      </Badge>
      <span className="text-sm text-muted-foreground">Créée le {longDate(trame.createdAt)}</span>
      <div className="ml-auto flex flex-wrap gap-2">
        <OpenFileLink file={trame.file} icon={ExternalLink} label="Voir le document" />
        <OpenFileLink file={trame.pdfFile} icon={FileText} label="Voir le PDF" />
      </div>
    </div>
  );
}

/** /trames/{id} (spec 3 §2.6). Radix tabs move with the left and right arrow keys. */
export function TrameDetail({ id }: { id: string }) {
  const query = useTrame(id);
  const queryClient = useQueryClient();
  // The statistics count examples and documents: their live events refresh the trame too.
  useEffect(
    () =>
      onLiveEvent((change) => {
        if (change.ids.includes(id)) void queryClient.invalidateQueries({ queryKey: trameKey(id) });
      }),
    [id, queryClient],
  );
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <NotFound />;
  const trame = query.data;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5">
      <nav
        aria-label="Fil d'Ariane"
        className="flex items-center gap-1 text-sm text-muted-foreground"
      >
        <Link to="/trames" className="hover:text-foreground hover:underline">
          Mes trames
        </Link>
        <ChevronRight className="size-4" aria-hidden="true" />
        <span aria-current="page" className="truncate text-foreground">
          {trame.name}
        </span>
      </nav>
      <Header trame={trame} />
      <Tabs.Root defaultValue="synthese" className="grid gap-4">
        <Tabs.List
          aria-label="Sections de la trame"
          className="flex w-fit flex-wrap gap-1 rounded-lg bg-muted p-1"
        >
          <Tabs.Trigger value="synthese" className={tabClass}>
            Synthèse
          </Tabs.Trigger>
          <Tabs.Trigger value="ma-trame" className={tabClass}>
            Ma Trame
          </Tabs.Trigger>
          <Tabs.Trigger value="exemples" className={tabClass}>
            Exemples
          </Tabs.Trigger>
          <Tabs.Trigger value="documents" className={tabClass}>
            Documents
          </Tabs.Trigger>
          {trame.trameType.isBilan ? (
            <Tabs.Trigger value="tests" className={tabClass}>
              Tests
            </Tabs.Trigger>
          ) : null}
          <Tabs.Trigger value="configuration" className={tabClass}>
            Configuration
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="synthese" className="outline-none">
          <TrameSynthesis trame={trame} />
        </Tabs.Content>
        <Tabs.Content value="ma-trame" className="outline-none">
          <LazyTab>
            <MaTrameTab trame={trame} />
          </LazyTab>
        </Tabs.Content>
        <Tabs.Content value="exemples" className="outline-none">
          <LazyTab>
            <TrameExamplesTab trame={trame} />
          </LazyTab>
        </Tabs.Content>
        <Tabs.Content value="documents" className="outline-none">
          <LazyTab>
            <TrameDocumentsTab trame={trame} />
          </LazyTab>
        </Tabs.Content>
        {trame.trameType.isBilan ? (
          <Tabs.Content value="tests" className="outline-none">
            <LazyTab>
              <TrameTestsPanel trameId={trame.id} />
            </LazyTab>
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="configuration" className="outline-none">
          <LazyTab>
            <TrameConfiguration trame={trame} />
          </LazyTab>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

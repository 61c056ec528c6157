import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  LOCAL_STORAGE_WARNING_BYTES,
  QUOTA_WARNING_PERCENT,
  formatBytes,
  type StorageDiagnosis,
} from '@/lib/storage-diagnostics';
import { useStorageDiagnosis } from '../api/get-storage-diagnosis';
import { ClearStorageButton } from './clear-storage-button';
import { QuotaBar } from './quota-bar';
import { StorageKeyList } from './storage-key-list';

export const DIAGNOSE_FAILED = 'Failed to diagnose storage';

function healthWarnings(d: StorageDiagnosis): string[] {
  const warnings: string[] = [];
  if (d.deprecatedKeys.length > 0)
    warnings.push(`Clés obsolètes présentes : ${d.deprecatedKeys.join(', ')}`);
  if (d.local.bytes > LOCAL_STORAGE_WARNING_BYTES) warnings.push('Le stockage local dépasse 1 Mo.');
  if (d.quota && d.quota.percent > QUOTA_WARNING_PERCENT)
    warnings.push('Le quota de stockage dépasse 80 %.');
  return warnings;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
    </div>
  );
}

const count = (n: number | null) => (n === null ? 'Non disponible' : String(n));

function Diagnosis({ diagnosis }: { diagnosis: StorageDiagnosis }) {
  const warnings = healthWarnings(diagnosis);
  return (
    <>
      {warnings.length > 0 ? (
        <Alert variant="warning" role="alert">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Stockage à surveiller</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Stockage local" value={formatBytes(diagnosis.local.bytes)} />
        <Stat label="Stockage de session" value={formatBytes(diagnosis.session.bytes)} />
        <Stat label="Bases IndexedDB" value={count(diagnosis.indexedDbCount)} />
        <Stat label="Service workers" value={count(diagnosis.serviceWorkerCount)} />
      </dl>
      <Card>
        <CardHeader>
          <CardTitle as="h3" className="text-base">
            Quota de stockage
          </CardTitle>
        </CardHeader>
        <CardContent>
          <QuotaBar quota={diagnosis.quota} />
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <StorageKeyList title="Clés du stockage local" area={diagnosis.local} />
        <StorageKeyList title="Clés du stockage de session" area={diagnosis.session} />
      </div>
    </>
  );
}

/** Spec 3 §2.10: /debug/storage. */
export function StorageDiagnosticsPanel() {
  const diagnosis = useStorageDiagnosis();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight">Diagnostic du stockage</h2>
          <p className="text-sm text-muted-foreground">
            Ce que Praxis conserve dans ce navigateur.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => void diagnosis.refetch()}
            disabled={diagnosis.isFetching}
          >
            <RefreshCw
              aria-hidden="true"
              className={diagnosis.isFetching ? 'animate-spin' : undefined}
            />
            Actualiser
          </Button>
          <ClearStorageButton />
        </div>
      </div>
      {diagnosis.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : diagnosis.isError ? (
        <Alert variant="destructive" role="alert">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>{DIAGNOSE_FAILED}</AlertTitle>
          <AlertDescription>{diagnosis.error.message}</AlertDescription>
        </Alert>
      ) : (
        <Diagnosis diagnosis={diagnosis.data} />
      )}
    </div>
  );
}

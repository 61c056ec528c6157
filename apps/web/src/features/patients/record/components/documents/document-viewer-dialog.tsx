import { useQuery } from '@tanstack/react-query';
import { Download, FileWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { documentMessages } from '@praxis/shared/patients/constants';
import type { TPatientDocument } from '@praxis/shared/patients/schemas';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { getPatientDocumentLink } from '../../../api/patient-documents';
import { patientKeys } from '../../../api/query-keys';
import { linkErrorMessage } from '../../lib/document-errors';
import { formatLongDate } from '../../lib/patient-display';

/** The view link lasts an hour (spec 1 §9); it is asked again a little before. */
const VIEW_LINK_STALE_MS = 50 * 60_000;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

type ViewerProps = {
  patientId: string;
  document: TPatientDocument | null;
  onClose: () => void;
  onDownload: (document: TPatientDocument) => void;
};

/** Spec 1 §7: PDFs in a frame (3600 s signed link), text files as text, inside the page. */
export function DocumentViewerDialog({ patientId, document, onClose, onDownload }: ViewerProps) {
  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex h-[calc(100dvh-2rem)] max-w-5xl flex-col gap-3 sm:max-w-5xl">
        {document ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-all">{document.fileName}</DialogTitle>
              <DialogDescription>
                {document.fileType.toUpperCase()} · ajouté le {formatLongDate(document.uploadedAt)}
              </DialogDescription>
            </DialogHeader>
            <ViewerBody patientId={patientId} document={document} />
            <div className="flex justify-end">
              <Button variant="outline" onClick={() => onDownload(document)}>
                <Download aria-hidden="true" />
                Télécharger
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ViewerBody({ patientId, document }: { patientId: string; document: TPatientDocument }) {
  const isViewable = document.fileType === 'pdf' || document.fileType === 'txt';
  const link = useQuery({
    queryKey: [...patientKeys.detail(patientId), 'document-link', document.id, 'view'],
    queryFn: () => getPatientDocumentLink(patientId, document.id, 'view'),
    enabled: isViewable,
    staleTime: VIEW_LINK_STALE_MS,
    gcTime: VIEW_LINK_STALE_MS,
    retry: false,
  });
  const text = useQuery({
    queryKey: [...patientKeys.detail(patientId), 'document-text', document.id],
    queryFn: () => fetchText(link.data?.url ?? ''),
    enabled: document.fileType === 'txt' && Boolean(link.data),
    gcTime: 0,
    retry: false,
  });

  if (!isViewable) {
    return (
      <Problem>
        L’aperçu n’est pas disponible pour les fichiers {document.fileType.toUpperCase()} :
        téléchargez le document pour l’ouvrir.
      </Problem>
    );
  }
  if (link.isError) return <Problem isError>{linkErrorMessage(link.error, 'view')}</Problem>;
  if (text.isError) return <Problem isError>{documentMessages.openFailed}</Problem>;
  if (link.isPending || (document.fileType === 'txt' && text.isPending)) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label="Ouverture du document" />
      </div>
    );
  }
  if (document.fileType === 'pdf') {
    return (
      <iframe
        src={link.data.url}
        title={`Aperçu de ${document.fileName}`}
        className="min-h-0 w-full flex-1 rounded-md border bg-white"
      />
    );
  }
  return (
    <pre
      aria-label={`Contenu de ${document.fileName}`}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-auto rounded-md border bg-muted/40 p-4 font-mono text-sm whitespace-pre-wrap"
    >
      {text.data}
    </pre>
  );
}

function Problem({ children, isError = false }: { children: ReactNode; isError?: boolean }) {
  return (
    <div className="flex flex-1 items-center justify-center">
      <Alert
        variant={isError ? 'destructive' : 'default'}
        className="max-w-md"
        role={isError ? 'alert' : undefined}
      >
        <FileWarning aria-hidden="true" />
        <AlertDescription>{children}</AlertDescription>
      </Alert>
    </div>
  );
}

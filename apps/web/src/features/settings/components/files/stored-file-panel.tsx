import { Download, ExternalLink, FileIcon, RefreshCw } from 'lucide-react';
import { toast } from '@/lib/toast';
import { fileMessages, type TStoredFile } from '@praxis/shared/settings/schemas';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import { serverMessage } from '@/lib/server-errors';
import { canOpenFile, effectiveFileState, fileDownloadHref } from '../../lib/file-state';
import { FileStateBadge } from './file-state-badge';

type StoredFilePanelProps = {
  file: TStoredFile | null;
  /** Names the item in the buttons' accessible names. */
  itemTitle: string;
  isRefreshing: boolean;
  onRefresh: () => Promise<unknown>;
  noFileMessage: string;
  noDownloadMessage: string;
};

/**
 * A stored file: name, size, state label (spec 2 §2.4) and its actions. Opening and
 * downloading go through the signed address; 'Actualiser le lien' asks for a new one.
 */
export function StoredFilePanel({
  file,
  itemTitle,
  isRefreshing,
  onRefresh,
  noFileMessage,
  noDownloadMessage,
}: StoredFilePanelProps) {
  const state = effectiveFileState(file);
  const isOpenable = canOpenFile(state) && Boolean(file?.signedUrl);
  const isGone = state === 'missing';

  const refresh = () => {
    onRefresh().then(
      () => toast.success('Lien du fichier actualisé'),
      (error: unknown) =>
        toast.error("Impossible d'actualiser le lien du fichier", {
          description: serverMessage(error),
        }),
    );
  };

  if (!file) {
    return (
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <FileIcon className="size-3.5" aria-hidden="true" />
        {noFileMessage}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-2 rounded-md border bg-muted/30 p-2.5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 truncate font-medium" title={file.fileName}>
          {file.fileName}
        </span>
        {file.sizeBytes ? (
          <span className="text-xs text-muted-foreground">{formatFileSize(file.sizeBytes)}</span>
        ) : null}
        <FileStateBadge state={state} />
      </div>
      <div className="flex flex-wrap gap-2">
        {isOpenable && file.signedUrl ? (
          <>
            <Button asChild size="sm" variant="outline">
              <a
                href={file.signedUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Ouvrir le fichier de ${itemTitle}`}
              >
                <ExternalLink aria-hidden="true" />
                Ouvrir
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <a
                href={fileDownloadHref(file) ?? file.signedUrl}
                download={file.fileName}
                aria-label={`Télécharger le fichier de ${itemTitle}`}
              >
                <Download aria-hidden="true" />
                Télécharger
              </a>
            </Button>
          </>
        ) : (
          <>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Ouvrir le fichier de ${itemTitle}`}
              onClick={() => toast.error(isGone ? noFileMessage : fileMessages.linkExpired)}
            >
              <ExternalLink aria-hidden="true" />
              Ouvrir
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Télécharger le fichier de ${itemTitle}`}
              onClick={() => toast.error(isGone ? noDownloadMessage : fileMessages.linkExpired)}
            >
              <Download aria-hidden="true" />
              Télécharger
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant={state === 'signed' ? 'ghost' : 'secondary'}
          onClick={refresh}
          disabled={isRefreshing}
          aria-label={`Actualiser le lien du fichier de ${itemTitle}`}
        >
          <RefreshCw className={isRefreshing ? 'animate-spin' : undefined} aria-hidden="true" />
          Actualiser le lien
        </Button>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { fileMessages, type TStoredFile } from '@praxis/shared/settings/schemas';
import { StoredFilePanel } from './stored-file-panel';

type FileItemRowProps = {
  /** The item's title, which names it in the file buttons' accessible names. */
  title: string;
  file: TStoredFile | null;
  isRefreshing: boolean;
  onRefresh: () => Promise<unknown>;
  noFileMessage: string;
  /** Title, badges, description and tags. */
  summary: ReactNode;
  /** The row's buttons (none on a read-only item). */
  actions?: ReactNode;
};

/** A list row for an item with a stored file: its summary and actions, then the file panel. */
export function FileItemRow({
  title,
  file,
  isRefreshing,
  onRefresh,
  noFileMessage,
  summary,
  actions,
}: FileItemRowProps) {
  return (
    <li className="grid gap-3 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {summary}
        {actions}
      </div>
      <StoredFilePanel
        file={file}
        itemTitle={title}
        isRefreshing={isRefreshing}
        onRefresh={onRefresh}
        noFileMessage={noFileMessage}
        noDownloadMessage={fileMessages.nothingToDownload}
      />
    </li>
  );
}

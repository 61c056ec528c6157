import { ExternalLink, Paperclip, Upload } from 'lucide-react';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import {
  TEST_FILE_EXTENSIONS,
  testMessages,
  type TTestDashboard,
} from '@praxis/shared/testotheque/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { formatFileSize } from '@/lib/file-size';
import { serverMessage } from '@/lib/server-errors';
import { useUploadTestFile } from '../api/upload-test-file';
import { testFileProblem } from '../lib/test-file';

const ACCEPT = TEST_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The attached file of a test (spec 3 §3, §5, §9): open it; the owner attaches or replaces it. */
export function TestAttachment({ test }: { test: TTestDashboard }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadTestFile();
  const file = test.file;

  const onPick = async (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    const problem = testFileProblem(picked);
    if (problem) {
      toast.error(testMessages.fileInvalid, { description: problem });
      return;
    }
    try {
      await upload.mutateAsync({ id: test.id, file: picked });
      toast.success(testMessages.updated);
    } catch (error) {
      const reason = error instanceof ApiError ? error.fields?.file : undefined;
      toast.error(reason ? testMessages.fileInvalid : testMessages.updateFailed, {
        description: reason ?? serverMessage(error),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Fichier joint</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {file ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Paperclip className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="font-medium break-all">
              {test.attachments?.filename ?? file.fileName}
            </span>
            {file.sizeBytes ? (
              <span className="text-muted-foreground">({formatFileSize(file.sizeBytes)})</span>
            ) : null}
            {file.signedUrl && file.state === 'signed' ? (
              <Button asChild size="sm" variant="outline">
                <a href={file.signedUrl} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Ouvrir le fichier
                </a>
              </Button>
            ) : (
              <span className="text-muted-foreground">
                Lien expiré : remplacez le fichier pour obtenir un nouveau lien.
              </span>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Aucun fichier joint.</p>
        )}
        {test.isOwn ? (
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              aria-label="Fichier du test"
              tabIndex={-1}
              onChange={(e) => void onPick(e.target.files?.[0])}
            />
            <Button
              type="button"
              variant="outline"
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              <Upload aria-hidden="true" />
              {upload.isPending ? 'Envoi…' : file ? 'Remplacer le fichier' : 'Joindre un fichier'}
            </Button>
            <p className="text-xs text-muted-foreground">
              PDF, Word, texte, PNG ou JPEG ; 50 Mo au plus.
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

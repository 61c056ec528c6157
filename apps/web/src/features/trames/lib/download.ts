import { toast } from '@/lib/toast';
import { trameMessages, type TTrame } from '@praxis/shared/trames/schemas';

/** 'Télécharger' (spec 3 §2.5, §5): the file's signed address in a new tab, or the spec's message. */
export function openTrameFile(
  trame: Pick<TTrame, 'file' | 'pdfFile'>,
  format: 'docx' | 'pdf' = 'docx',
) {
  const file = format === 'pdf' ? trame.pdfFile : trame.file;
  const url = file?.state === 'signed' ? file.signedUrl : null;
  if (!url) {
    toast.error(trameMessages.noFile);
    return;
  }
  window.open(url, '_blank', 'noopener');
}

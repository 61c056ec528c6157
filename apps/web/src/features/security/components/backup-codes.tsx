import { Copy, Download } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';

/** Backup codes to keep somewhere safe: each one signs in once without the app. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const text = codes.join('\n');
  const onCopy = () => {
    navigator.clipboard.writeText(text).then(
      () => toast.success('Codes de secours copiés'),
      () => toast.error('Copie impossible : sélectionnez les codes et copiez-les à la main.'),
    );
  };
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(
    `Praxis — codes de secours de la double authentification\nChaque code ne sert qu'une fois.\n\n${text}\n`,
  )}`;
  return (
    <div className="grid gap-3">
      <ul
        aria-label="Codes de secours"
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-3 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onCopy}>
          <Copy aria-hidden="true" />
          Copier les codes
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={download} download="praxis-codes-de-secours.txt">
            <Download aria-hidden="true" />
            Télécharger les codes
          </a>
        </Button>
      </div>
    </div>
  );
}

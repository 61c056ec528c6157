import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type ChatPlaceholderPageProps = { assistant: string; role: string; backTo: string };

/** Full-screen chat pages (spec 3 §2.9), without sidebar or header; their content comes later. */
export function ChatPlaceholderPage({ assistant, role, backTo }: ChatPlaceholderPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-14 items-center gap-3 border-b px-4">
        <Button asChild variant="ghost" size="icon">
          <Link to={backTo} aria-label="Retour">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <div>
          <h1 className="text-base font-semibold leading-tight">{assistant}</h1>
          <p className="text-xs text-muted-foreground">{role}</p>
        </div>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-2 px-4 text-center">
        <h2 className="text-xl font-semibold">Bientôt disponible</h2>
        <p className="max-w-md text-muted-foreground">
          La conversation avec {assistant} arrive dans une prochaine version.
        </p>
      </main>
    </div>
  );
}

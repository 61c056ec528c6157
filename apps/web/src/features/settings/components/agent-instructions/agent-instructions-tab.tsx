import { Bot, CalendarClock, FileText, FlaskConical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { AGENTS, isAgentActive, msUntilActivation } from '../../lib/agent-activation';
import { TabHeader } from '../tab-header';

const ICONS = { 'clinic-agenda': CalendarClock, documents: FileText } as const;

/** The clock, re-read when the next agent's activation hour comes (the page may stay open). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const waits = AGENTS.map((a) => msUntilActivation(a.activeFromHour, now)).filter(
      (ms): ms is number => ms !== null,
    );
    if (waits.length === 0) return;
    const timer = window.setTimeout(() => setNow(new Date()), Math.min(...waits) + 1000);
    return () => window.clearTimeout(timer);
  }, [now]);
  return now;
}

/** Spec 2 §2.4: the beta page of the two agents, inactive before 15h / 17h local time. */
export function AgentInstructionsTab() {
  const now = useNow();
  return (
    <div className="grid gap-6">
      <TabHeader
        title="Instructions agents"
        description="Programme bêta : deux agents IA qui travaillent pour vous en arrière-plan."
      />
      <div className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
        <FlaskConical className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <p>
          <span className="font-medium">Bêta.</span> Vous pourrez bientôt donner vos propres
          instructions à chaque agent (ton, priorités, informations à toujours inclure). Cette
          fonctionnalité arrive dans une prochaine version.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Agents">
        {AGENTS.map((agent) => {
          const isActive = isAgentActive(agent.activeFromHour, now);
          const Icon = ICONS[agent.id];
          return (
            <li key={agent.id}>
              <Card className="h-full gap-3 py-5">
                <CardHeader className="px-5">
                  <div className="flex items-start justify-between gap-3">
                    <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <Badge variant={isActive ? 'success' : 'secondary'}>
                      {isActive ? 'Actif' : 'Inactif'}
                    </Badge>
                  </div>
                  <CardTitle as="h3" className="text-base">
                    {agent.name}
                  </CardTitle>
                </CardHeader>
                <CardContent className="grid gap-2 px-5 text-sm text-muted-foreground">
                  <p>{agent.description}</p>
                  <p className="flex items-center gap-1.5 text-xs">
                    <Bot className="size-3.5" aria-hidden="true" />
                    {isActive
                      ? `Actif depuis ${agent.activeFromHour}h (heure locale).`
                      : `Actif à partir de ${agent.activeFromHour}h (heure locale).`}
                  </p>
                  <p className="text-xs italic">
                    Instructions personnalisées : bientôt disponibles.
                  </p>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import {
  paths,
  type MeResponse,
  type OptimizationType,
  type ToolAvailability,
} from '@cvlisto/shared';
import { CircleOff, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { classNames } from '../../../components/ui/class-names';
import { toolAccess, tools, unavailableToolReasons } from '../tools';

/**
 * The three tools (spec/core.md §4): a tool outside the plan, or any tool without credits, is
 * locked with an unlock link to /planes; while an optimisation runs every card is dimmed and
 * cannot be started. A tool this server cannot run says why and cannot be started at all, so
 * nobody uploads a CV to learn it afterwards (issue 17).
 */
export function ToolCards({
  me,
  availability,
  isProcessing,
  onStart,
}: {
  me: MeResponse;
  availability: ToolAvailability;
  isProcessing: boolean;
  onStart: (type: OptimizationType) => void;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label="Herramientas">
      {tools.map((tool) => {
        const access = toolAccess(tool.type, me, availability);
        if (access === 'unavailable') {
          return (
            <UnavailableToolCard
              key={tool.type}
              tool={tool}
              reason={unavailableToolReasons[tool.type] ?? ''}
            />
          );
        }
        const isLocked = access !== 'available';
        const Icon = tool.icon;
        return (
          <li
            key={tool.type}
            data-testid={`tool-${tool.type}`}
            aria-busy={isProcessing || undefined}
            className={classNames(
              'flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm transition-opacity',
              isProcessing && 'opacity-60',
            )}
          >
            <div className="flex items-start justify-between gap-2">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden />
              </span>
              {isLocked && (
                <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2.5 py-1 text-xs font-medium text-ink-muted">
                  <Lock className="size-3.5" aria-hidden />
                  Bloqueado
                </span>
              )}
            </div>
            <h2 className="text-lg font-semibold">{tool.title}</h2>
            <p className="flex-1 text-sm text-ink-muted">{tool.description}</p>
            <Button
              variant={isLocked ? 'secondary' : 'primary'}
              disabled={isProcessing}
              onClick={() => onStart(tool.type)}
              aria-label={isProcessing ? undefined : `Empezar: ${tool.title}`}
            >
              {isProcessing ? 'Procesando... Por favor espera' : 'Empezar'}
            </Button>
            {isLocked && (
              <Link
                to={paths.plans}
                className="self-center rounded text-sm font-semibold text-brand-700 hover:underline"
              >
                {tool.unlockLabel}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A tool this server cannot run: shown, with the reason, but never started. */
function UnavailableToolCard({ tool, reason }: { tool: (typeof tools)[number]; reason: string }) {
  const Icon = tool.icon;
  const reasonId = `motivo-${tool.type}`;
  return (
    <li
      data-testid={`tool-${tool.type}`}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-muted p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-surface text-ink-muted">
          <Icon className="size-6" aria-hidden />
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-surface px-2.5 py-1 text-xs font-medium text-ink-muted">
          <CircleOff className="size-3.5" aria-hidden />
          No disponible
        </span>
      </div>
      <h2 className="text-lg font-semibold">{tool.title}</h2>
      <p id={reasonId} className="flex-1 text-sm text-ink">
        {reason}
      </p>
      <Button variant="secondary" disabled aria-describedby={reasonId}>
        No disponible
      </Button>
    </li>
  );
}

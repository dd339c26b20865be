import { TriangleAlert } from 'lucide-react';

/**
 * «Revisa este dato»: the engine was unsure of what it read here (below lowConfidence). Told by
 * text and an icon, not by colour alone; editing the field removes it.
 */
export function UncertainNote({ children = 'Revisa este dato' }: { children?: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
      <TriangleAlert className="size-3.5 shrink-0" aria-hidden />
      {children}
    </span>
  );
}

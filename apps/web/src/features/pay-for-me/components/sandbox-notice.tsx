import { FlaskConical } from 'lucide-react';

/** Says, before anything else, that the payment of a sandbox server moves no money. */
export function SandboxNotice() {
  return (
    <p className="flex items-center gap-2 rounded-xl border border-accent-500 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
      <FlaskConical className="size-5 shrink-0" aria-hidden />
      Pago de prueba — no se cobra nada
    </p>
  );
}

import { FlaskConical } from 'lucide-react';

/**
 * Says, before anything else, that this is a test server whose payments move no money
 * (PRODUCT.md §2 payments; issue 17: a notice, not a line that reads like a promotion).
 */
export function SandboxBanner({ children }: { children: string }) {
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-xl border border-accent-500 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden />
      <span>
        <strong>Servidor de prueba.</strong> {children}
      </span>
    </p>
  );
}

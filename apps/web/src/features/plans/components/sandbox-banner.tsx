import { FlaskConical } from 'lucide-react';

/** Says, before anything else, that a sandbox page moves no money (PRODUCT.md §2 payments). */
export function SandboxBanner({ children }: { children: string }) {
  return (
    <p className="flex items-center gap-2 rounded-xl border border-accent-500 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
      <FlaskConical className="size-5 shrink-0" aria-hidden />
      {children}
    </p>
  );
}

import type { MouseEvent } from 'react';

/** The id of every layout's <main>, the skip link's target. */
export const mainContentId = 'contenido';

/**
 * «Saltar al contenido principal»: the first tab stop of every layout, hidden until focused
 * (WCAG 2.4.1). The <main> it targets carries `tabIndex={-1}`, so it takes the focus and the next
 * Tab continues from there. Without JavaScript (server-rendered pages) the fragment link does the
 * same; with it, the router must not treat the click as a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a
      href={`#${mainContentId}`}
      onClick={skip}
      className="sr-only rounded-xl bg-surface text-sm font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-3"
    >
      Saltar al contenido principal
    </a>
  );
}

// Text wordmarks, not company logos: we claim no customers or partners we cannot name.
const sectors = [
  'Minería',
  'Banca y finanzas',
  'Retail',
  'Tecnología',
  'Salud',
  'Educación',
  'Agroexportación',
  'Sector público',
] as const;

/** The strip under the hero: the kinds of jobs the product helps people apply to. */
export function LogoStrip() {
  return (
    <section aria-labelledby="sectores" className="border-y border-line bg-surface py-8">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 sm:px-6">
        <h2 id="sectores" className="text-center text-sm font-medium text-ink-muted">
          Para postular a empleos en cualquier sector del Perú
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-x-8 gap-y-3">
          {sectors.map((sector) => (
            <li
              key={sector}
              className="text-lg font-bold tracking-tight text-ink-muted/80 uppercase sm:text-xl"
            >
              {sector}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

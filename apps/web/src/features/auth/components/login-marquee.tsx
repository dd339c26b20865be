// Decorative strip of what the product does; hidden from assistive technology (spec/core.md §2:
// a 50 s marquee on the login screen).
import { usePublicConfig } from '../../../lib/public-config';

const translationPhrase = 'Traducción profesional al inglés';

const phrases = [
  'CV optimizado para filtros ATS',
  'Adaptado a cada oferta de trabajo',
  translationPhrase,
  'Resultados en minutos',
  'Descarga tu CV en Word y PDF',
  'Practica entrevistas con IA',
];

export function LoginMarquee() {
  // Not promised where this server cannot translate (issue 17).
  const { tools } = usePublicConfig();
  const shown = tools.translation
    ? phrases
    : phrases.filter((phrase) => phrase !== translationPhrase);
  const items = [...shown, ...shown];
  return (
    <div className="overflow-hidden py-3" aria-hidden>
      <ul className="flex w-max animate-marquee gap-3">
        {items.map((phrase, index) => (
          <li
            key={index}
            className="rounded-full border border-white/25 bg-white/10 px-4 py-1.5 text-sm whitespace-nowrap text-white"
          >
            {phrase}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { BrainCircuit, ClipboardCheck, Headphones, type LucideIcon } from 'lucide-react';

const cards: readonly { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Preparación perfecta',
    text: 'Configura tu micrófono, busca un lugar tranquilo y ten tu CV a la mano.',
    icon: Headphones,
  },
  {
    title: 'Entrevista inteligente',
    text: 'La IA evalúa tu comunicación, tu confianza y tus respuestas en tiempo real.',
    icon: BrainCircuit,
  },
  {
    // Issue 15: the feedback is delivered after every interview, not promised for later.
    title: 'Feedback personalizado',
    text: 'Al terminar cada entrevista recibes un análisis detallado con recomendaciones, aquí en la app y en tu correo.',
    icon: ClipboardCheck,
  },
];

/** The three cards of spec/secondary.md §2.2. */
export function InterviewInfoCards() {
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label="Cómo funciona">
      {cards.map(({ title, text, icon: Icon }) => (
        <li
          key={title}
          className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-5 shadow-sm"
        >
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-6" aria-hidden />
          </span>
          <h2 className="text-base font-semibold">{title}</h2>
          <p className="text-sm text-ink-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}

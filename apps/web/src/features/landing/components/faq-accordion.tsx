import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { classNames } from '../../../components/ui/class-names';
import type { FaqItem } from '../faq-items';

/**
 * Questions that open one at a time; clicking the open one closes it (spec/core.md §2,
 * spec/secondary.md §2.1). The WAI-ARIA accordion pattern with native buttons, so Enter and
 * Space work and no accordion library is needed.
 */
export function FaqAccordion({
  items,
  headingLevel = 'h3',
}: {
  items: readonly FaqItem[];
  headingLevel?: 'h2' | 'h3';
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  const Heading = headingLevel;

  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {items.map((item, index) => {
        const isOpen = openIndex === index;
        const buttonId = `${baseId}-pregunta-${index}`;
        const panelId = `${baseId}-respuesta-${index}`;
        return (
          <div key={item.question}>
            <Heading className="text-base font-semibold">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenIndex(isOpen ? null : index)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:bg-surface-muted"
              >
                {item.question}
                <ChevronDown
                  className={classNames(
                    'size-5 shrink-0 text-ink-muted transition-transform',
                    isOpen && 'rotate-180',
                  )}
                  aria-hidden
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 text-ink-muted"
            >
              <FaqAnswer item={item} />
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The answer, its linked words as a real link (rendered on the server, so crawlers follow it). */
function FaqAnswer({ item }: { item: FaqItem }) {
  const at = item.link ? item.answer.indexOf(item.link.text) : -1;
  if (!item.link || at < 0) return <p>{item.answer}</p>;
  return (
    <p>
      {item.answer.slice(0, at)}
      <Link to={item.link.to} className="font-medium text-brand-700 underline">
        {item.link.text}
      </Link>
      {item.answer.slice(at + item.link.text.length)}
    </p>
  );
}

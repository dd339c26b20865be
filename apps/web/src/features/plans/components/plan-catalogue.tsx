import { planIds, plans, type Plan, type PlanId } from '@cvlisto/shared';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../../../components/ui/class-names';
import { PlanCard, popularPlanId } from './plan-card';

/**
 * The three plan cards side by side; under 768 px, tabs choose one plan at a time, Pro first
 * (spec/core.md §2 Plans, §9). Each page decides what a card's button does.
 */
export function PlanCatalogue({
  renderAction,
  currentPlanId,
}: {
  renderAction: (plan: Plan) => ReactNode;
  currentPlanId?: PlanId;
}) {
  const [selected, setSelected] = useState<PlanId>(popularPlanId);
  const tabIds = useId();
  const tabs = useRef<Partial<Record<PlanId, HTMLButtonElement | null>>>({});

  const card = (plan: Plan) => (
    <PlanCard plan={plan} isCurrent={plan.id === currentPlanId} action={renderAction(plan)} />
  );

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = planIds.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? planIds[(index + 1) % planIds.length]
        : event.key === 'ArrowLeft'
          ? planIds[(index - 1 + planIds.length) % planIds.length]
          : event.key === 'Home'
            ? planIds[0]
            : event.key === 'End'
              ? planIds[planIds.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  // Both layouts are in the page and CSS shows one: the server-rendered landing page is then
  // right at any width before JavaScript runs, with no shift when it does.
  return (
    <>
      <ul className="hidden grid-cols-3 gap-4 md:grid lg:gap-6" aria-label="Planes">
        {planIds.map((id) => (
          <li key={id}>{card(plans[id])}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-4 md:hidden">
        <div
          role="tablist"
          aria-label="Elige un plan"
          className="grid grid-cols-3 gap-1 rounded-xl bg-brand-50 p-1"
          onKeyDown={onKeyDown}
        >
          {planIds.map((id) => {
            const isSelected = id === selected;
            return (
              <button
                key={id}
                ref={(element) => {
                  tabs.current[id] = element;
                }}
                type="button"
                role="tab"
                id={`${tabIds}-tab-${id}`}
                aria-selected={isSelected}
                aria-controls={`${tabIds}-panel`}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelected(id)}
                className={classNames(
                  'h-11 rounded-lg text-sm font-semibold',
                  isSelected ? 'bg-surface text-brand-800 shadow-sm' : 'text-ink-muted',
                )}
              >
                {plans[id].name}
              </button>
            );
          })}
        </div>
        <div role="tabpanel" id={`${tabIds}-panel`} aria-labelledby={`${tabIds}-tab-${selected}`}>
          {card(plans[selected])}
        </div>
      </div>
    </>
  );
}

import { paths } from '@cvlisto/shared';
import { Bell } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';

// The two static messages of spec/core.md §2 and §9, adapted: our CVs are edited in Word
// (PRODUCT.md §3.2), not copied to a drive.
const notifications = [
  {
    id: 'edit-in-word',
    message:
      'Descarga tu CV en Word para editarlo cuando quieras: es tuyo y lo cambias a tu gusto.',
  },
  {
    id: 'learn-more',
    message: 'Conoce todo sobre tus CVs optimizados en Paso a Paso.',
  },
] as const;

const storageKey = 'cvlisto.notifications-read';

function readAllRead(): boolean {
  try {
    return localStorage.getItem(storageKey) === notifications.map(({ id }) => id).join(',');
  } catch {
    return false;
  }
}

/** A bell with an unread dot; opening the panel marks every message read (spec/core.md §4). */
export function NotificationsPanel() {
  const [open, setOpen] = useState(false);
  const [allRead, setAllRead] = useState(readAllRead);
  const panelId = useId();
  const bell = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    if (!open && !allRead) {
      localStorage.setItem(storageKey, notifications.map(({ id }) => id).join(','));
      setAllRead(true);
    }
    setOpen(!open);
  };

  return (
    <div
      className="relative"
      // Moving focus (or a click) outside the bell and its panel closes the panel.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        // A link in the panel would vanish with it, dropping the focus on <body>.
        bell.current?.focus();
      }}
    >
      <button
        ref={bell}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          allRead ? 'Notificaciones' : `Notificaciones (${notifications.length} sin leer)`
        }
        onClick={toggle}
        className="relative inline-flex size-11 items-center justify-center rounded-xl border border-line bg-surface text-ink hover:bg-surface-muted"
      >
        <Bell className="size-5" aria-hidden />
        {!allRead && (
          <span
            data-testid="notifications-unread"
            className="absolute top-2 right-2 size-2.5 rounded-full bg-danger-600 ring-2 ring-surface"
            aria-hidden
          />
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-20 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-2 shadow-lg"
      >
        <p className="px-2 py-1 text-sm font-semibold">Notificaciones</p>
        <ul className="flex flex-col">
          {notifications.map(({ id, message }) => (
            <li key={id}>
              <Link
                to={paths.tutorials}
                className="block rounded-xl px-2 py-2 text-sm text-ink hover:bg-surface-muted"
              >
                {message}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

// The history the CV editor guards (issue 17 replaced React Router's data-router blocker): in-app
// navigations and the browser's back button wait for the page's answer.
import { describe, expect, test } from 'vitest';
import { createGuardedHistory, type BlockerFunction } from './guarded-router';

/** A browser window's history and location, with popstate fired after the move as browsers do. */
function createFakeWindow(start: string) {
  const origin = 'https://cvlisto.test';
  const entries: { url: string; state: unknown }[] = [{ url: start, state: null }];
  let index = 0;
  const popListeners = new Set<() => void>();
  const current = () => {
    const entry = entries[index];
    if (!entry) throw new Error('no entry');
    return entry;
  };
  const url = () => new URL(current().url, origin);
  const fake = {
    location: {
      origin,
      get href() {
        return url().href;
      },
      get pathname() {
        return url().pathname;
      },
      get search() {
        return url().search;
      },
      get hash() {
        return url().hash;
      },
    },
    history: {
      get state() {
        return current().state;
      },
      get length() {
        return entries.length;
      },
      pushState(state: unknown, _title: string, next: string) {
        entries.splice(index + 1);
        entries.push({ url: next, state });
        index += 1;
      },
      replaceState(state: unknown, _title: string, next?: string) {
        entries[index] = { url: next ?? current().url, state };
      },
      go(delta: number) {
        setTimeout(() => {
          index += delta;
          for (const listener of popListeners) listener();
        });
      },
    },
    addEventListener: (_type: string, listener: () => void) => popListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => popListeners.delete(listener),
  };
  return { window: fake as unknown as Window, path: () => url().pathname };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const leavingTheEditor: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname.endsWith('/editar') &&
  nextLocation.pathname !== currentLocation.pathname;

function setUp() {
  const browser = createFakeWindow('/tools/cvs');
  const history = createGuardedHistory({ window: browser.window });
  const seen: string[] = [];
  history.listen((update) => seen.push(`${update.action} ${update.location.pathname}`));
  const held: (() => void)[] = [];
  return { browser, history, seen, held };
}

describe('createGuardedHistory', () => {
  test('without a guard, navigations go through', async () => {
    const { browser, history, seen } = setUp();

    history.push('/tools/cvs/7/editar');
    history.replace('/tools/perfil');
    history.go(-1);
    await settle();

    expect(seen).toEqual(['PUSH /tools/cvs/7/editar', 'REPLACE /tools/perfil', 'POP /tools/cvs']);
    expect(browser.path()).toBe('/tools/cvs');
  });

  test('a guarded link or navigate() waits; proceeding lets it go, once', () => {
    const { browser, history, seen, held } = setUp();
    history.push('/tools/cvs/7/editar');
    history.guard({ shouldBlock: leavingTheEditor, onHold: ({ proceed }) => held.push(proceed) });

    history.push('/tools/cvs/7/editar#contacto');
    history.push('/tools/cvs');

    expect(browser.path()).toBe('/tools/cvs/7/editar');
    expect(seen).toEqual(['PUSH /tools/cvs/7/editar', 'PUSH /tools/cvs/7/editar']);
    expect(held).toHaveLength(1);
    held[0]?.();
    expect(browser.path()).toBe('/tools/cvs');
    expect(seen.at(-1)).toBe('PUSH /tools/cvs');
  });

  test('the back button while guarded is undone; proceeding goes back after all', async () => {
    const { browser, history, seen, held } = setUp();
    history.push('/tools/cvs/7/editar');
    history.guard({ shouldBlock: leavingTheEditor, onHold: ({ proceed }) => held.push(proceed) });

    history.go(-1);
    await settle();

    // The browser moved back and forward again; the app never left the editor.
    expect(browser.path()).toBe('/tools/cvs/7/editar');
    expect(seen).toEqual(['PUSH /tools/cvs/7/editar']);
    expect(held).toHaveLength(1);

    held[0]?.();
    await settle();
    expect(browser.path()).toBe('/tools/cvs');
    expect(seen).toEqual(['PUSH /tools/cvs/7/editar', 'POP /tools/cvs']);
  });

  test('a removed guard holds nothing', () => {
    const { browser, history, held } = setUp();
    history.push('/tools/cvs/7/editar');
    const remove = history.guard({
      shouldBlock: leavingTheEditor,
      onHold: ({ proceed }) => held.push(proceed),
    });

    remove();
    history.push('/tools/cvs');

    expect(browser.path()).toBe('/tools/cvs');
    expect(held).toEqual([]);
  });
});

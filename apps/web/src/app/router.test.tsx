import { pageRoutePatterns } from '@cvlisto/shared';
import type { ReactElement } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';
import { AppRoutes } from './router';

/** Every path the router declares, parents joined, catch-alls (`*`) apart. */
function declaredPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}${route.path}` : parent;
    return [...(route.path ? [path] : []), ...declaredPaths(route.children ?? [], path)];
  });
}

describe('the router', () => {
  test('declares exactly the pages the server answers with 200', () => {
    const routes = AppRoutes() as ReactElement<{ children: ReactElement }>;
    const paths = declaredPaths(createRoutesFromChildren(routes.props.children));
    // The catch-alls render the not-found pages; the server answers them with 404.
    const pages = paths.filter((path) => !path.endsWith('*'));

    expect(pages.sort()).toStrictEqual([...pageRoutePatterns].sort());
    expect(paths.filter((path) => path.endsWith('*')).length).toBeGreaterThan(0);
  });
});

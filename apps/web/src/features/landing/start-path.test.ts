import { paths } from '@cvlisto/shared';
import { describe, expect, test } from 'vitest';
import { startPathFor } from './start-path';

describe('landing start buttons', () => {
  test('lead to the tools when signed in and to sign-in otherwise', () => {
    expect(startPathFor(true)).toBe(paths.tools);
    expect(startPathFor(false)).toBe(paths.login);
  });
});

import { describe, expect, test } from 'vitest';
import { resolveDisplayName } from './display-name';

describe('resolveDisplayName', () => {
  const email = 'ana.perez@mail.pe';

  test('the profile’s display name comes first', () => {
    expect(resolveDisplayName({ displayName: 'Anita', fullName: 'Ana Pérez', email })).toBe(
      'Anita',
    );
  });

  test('then the account’s full name', () => {
    expect(resolveDisplayName({ displayName: null, fullName: 'Ana Pérez', email })).toBe(
      'Ana Pérez',
    );
    expect(resolveDisplayName({ displayName: undefined, fullName: 'Ana Pérez', email })).toBe(
      'Ana Pérez',
    );
  });

  test('then the part of the e-mail before the @', () => {
    expect(resolveDisplayName({ displayName: null, fullName: null, email })).toBe('ana.perez');
    expect(resolveDisplayName({ displayName: undefined, fullName: '', email })).toBe('ana.perez');
  });

  test('blank names do not count, and names are trimmed', () => {
    expect(resolveDisplayName({ displayName: '   ', fullName: ' Ana Pérez ', email })).toBe(
      'Ana Pérez',
    );
    expect(resolveDisplayName({ displayName: '\t', fullName: '  ', email })).toBe('ana.perez');
    expect(resolveDisplayName({ displayName: ' Anita ', fullName: null, email })).toBe('Anita');
  });
});

import { describe, expect, test } from 'vitest';
import {
  isValidDni,
  isValidForeignerCard,
  isValidPassport,
  isValidPhone,
  isValidRuc,
} from './peru-formats';

describe('Peruvian document numbers', () => {
  test('a DNI is eight digits', () => {
    expect(isValidDni('45678912')).toBe(true);
    for (const bad of ['ABCD', '12345', '1234567', '123456789', '4567891A']) {
      expect(isValidDni(bad), bad).toBe(false);
    }
  });

  test('a RUC has a known taxpayer prefix and a correct check digit', () => {
    // SUNAT's and BCP's (published), a person's (10 + DNI) and a type-15 one.
    for (const good of ['20131312955', '20100047218', '10456789124', '15000000008']) {
      expect(isValidRuc(good), good).toBe(true);
    }
    for (const bad of [
      '99999999999', // no such prefix
      '20131312954', // wrong check digit
      '2013131295', // ten digits
      '30131312955',
      '20131312955 ',
    ]) {
      expect(isValidRuc(bad), bad).toBe(false);
    }
  });

  test('a foreigner card and a passport are letters and digits of a bounded length', () => {
    expect(isValidForeignerCard('001234567')).toBe(true);
    expect(isValidForeignerCard('12345')).toBe(false);
    expect(isValidForeignerCard('ABCDEFGHI')).toBe(false);
    expect(isValidPassport('PE1234567')).toBe(true);
    expect(isValidPassport('ABCD')).toBe(false);
    expect(isValidPassport('A1B2-C3')).toBe(false);
  });
});

describe('isValidPhone', () => {
  test('takes Peruvian mobiles and landlines with their area code, however spaced', () => {
    for (const good of [
      '987654321',
      '987 654 321',
      '+51 987 654 321',
      '(01) 234-5678',
      '012345678',
      '+51 1 234 5678',
      '084 234567',
      '(044) 23-4567',
      '+1 415 555 0132',
    ]) {
      expect(isValidPhone(good), good).toBe(true);
    }
  });

  test('refuses numbers no one can be called on', () => {
    for (const bad of [
      '000000',
      '123456',
      '2345678', // a Lima line without its code
      '87654321', // a mobile must start with 9 and have nine digits
      '98765432',
      '099 234567', // 99 is not an area code
      '+51 000000000',
      '+123',
      'llámame',
    ]) {
      expect(isValidPhone(bad), bad).toBe(false);
    }
  });
});

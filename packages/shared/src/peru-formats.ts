// The shapes of Peruvian identity documents and phone numbers, for the complaints book
// (spec/secondary.md §5.1, issue 11): a claim is only useful if its consumer can be identified and
// reached, so a number that cannot exist is refused before it reaches the book.

/** DNI: eight digits. */
export function isValidDni(value: string): boolean {
  return /^\d{8}$/.test(value);
}

const rucWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * RUC: eleven digits starting with a taxpayer type SUNAT issues (10 and 15–17 people, 20
 * companies), the last one a modulo-11 check digit over the first ten.
 *
 * @example isValidRuc('20131312955') // true (SUNAT's own)
 * @example isValidRuc('99999999999') // false
 */
export function isValidRuc(value: string): boolean {
  if (!/^(?:10|15|16|17|20)\d{9}$/.test(value)) return false;
  const sum = rucWeights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  // 11 − (sum mod 11), where 10 becomes 0 and 11 becomes 1.
  return (11 - (sum % 11)) % 10 === Number(value[10]);
}

/** Carnet de Extranjería: 8 to 12 letters and digits (Migraciones issues 9 digits today). */
export function isValidForeignerCard(value: string): boolean {
  return /^(?=.*\d)[A-Z0-9]{8,12}$/.test(value);
}

/** Passport: 6 to 12 letters and digits, at least one digit (ICAO documents of any country). */
export function isValidPassport(value: string): boolean {
  return /^(?=.*\d)[A-Z0-9]{6,12}$/.test(value);
}

// Peruvian long-distance codes: 1 is Lima and Callao, the two-digit ones the other departments.
const provinceAreaCode = '(?:4[1-4]|5[1-46]|6[1-7]|7[2346]|8[2-4])';
const peruvianNumber = new RegExp(
  // Optional country code, then a mobile (9 and eight digits), a Lima line (01 and seven digits)
  // or a provincial line (0, its code and six digits); the 0 is dropped after +51.
  `^(?:\\+?51)?(?:9\\d{8}|0?1[2-9]\\d{6}|0?${provinceAreaCode}[2-9]\\d{5})$`,
);

/**
 * A phone the consumer can be called on: a Peruvian mobile or landline with its area code, or a
 * foreign number in international form (+ and 8 to 15 digits). Spaces, hyphens, dots and
 * parentheses are ignored.
 *
 * @example isValidPhone('987 654 321') // true
 * @example isValidPhone('(01) 234-5678') // true
 * @example isValidPhone('000000') // false
 */
export function isValidPhone(value: string): boolean {
  const compact = value.replace(/[\s().-]/g, '');
  if (peruvianNumber.test(compact)) return true;
  return !compact.startsWith('+51') && /^\+[1-9]\d{7,14}$/.test(compact);
}

// PDF transformation matrices [a b c d e f] as pdf.js's operator list gives them, shared by the
// readers that follow the page's drawing state (letter-spaced glyphs, drawn table borders).

export type Matrix = [number, number, number, number, number, number];

/** `first` applied, then `second` (PDF's row-vector order: a `cm` multiplies on the left). */
export function multiply(first: Matrix, second: Matrix): Matrix {
  const [a, b, c, d, e, f] = first;
  const [a2, b2, c2, d2, e2, f2] = second;
  return [
    a * a2 + b * c2,
    a * b2 + b * d2,
    c * a2 + d * c2,
    c * b2 + d * d2,
    e * a2 + f * c2 + e2,
    e * b2 + f * d2 + f2,
  ];
}

/** An operator's six numbers as a matrix, or null when they are not six numbers. */
export function toMatrix(value: unknown): Matrix | null {
  const numbers = Array.from((value ?? []) as ArrayLike<unknown>);
  return numbers.length === 6 && numbers.every((number) => typeof number === 'number')
    ? (numbers as Matrix)
    : null;
}

// Whether two words are one typing slip apart (issue 13, item 5): postings are typed in a hurry
// ("planficacion", "leguajes", "Mysq"), and a slip must neither hide the term meant nor become a
// keyword of its own.

/**
 * True when `left` becomes `right` by one insertion, deletion, substitution or swap of two
 * neighbouring letters (optimal string alignment distance 1). Equal words are not one slip apart.
 *
 * @example isOneSlipApart('planficacion', 'planificacion') // true
 * @example isOneSlipApart('sitema', 'sistemas') // false (two slips)
 */
export function isOneSlipApart(left: string, right: string): boolean {
  if (left === right || Math.abs(left.length - right.length) > 1) return false;
  let start = 0;
  while (start < left.length && left[start] === right[start]) start += 1;
  const leftRest = left.slice(start);
  const rightRest = right.slice(start);
  if (leftRest.length === rightRest.length) {
    // Substitution, or a swap of the first two differing letters.
    if (leftRest.slice(1) === rightRest.slice(1)) return true;
    return (
      leftRest.length >= 2 &&
      leftRest[0] === rightRest[1] &&
      leftRest[1] === rightRest[0] &&
      leftRest.slice(2) === rightRest.slice(2)
    );
  }
  // One letter more on one side.
  return leftRest.length > rightRest.length
    ? leftRest.slice(1) === rightRest
    : rightRest.slice(1) === leftRest;
}

// The middle value of a list of measures (sizes, gaps, baselines), shared by the layout and OCR
// readers: for an even count the upper of the two middle values, 0 for an empty list.

/**
 * @example median([3, 1, 2]) // 2
 * @example median([]) // 0
 */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The figures every bench prints: medians of repeated runs, rounded for the BENCH line. */

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function round(value: number, digits = 3): number {
  return Number(value.toFixed(digits));
}

// Integer-cent arithmetic. Division rounds half up, as the spec asks for proportional charges.

/** round(numerator / denominator), halves up; both non-negative integers. Exact beyond 2^53 through BigInt. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (numerator <= Number.MAX_SAFE_INTEGER / 2) return Math.floor((2 * numerator + denominator) / (2 * denominator));
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/** `amount` less `hundredths` / 100 percent, rounded half up once on the result. */
export function percentOff(amount: number, hundredthsOfPercent: number): number {
  const kept = BigInt(amount) * BigInt(10_000 - hundredthsOfPercent);
  return Number((2n * kept + 10_000n) / 20_000n);
}

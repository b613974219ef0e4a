/** Number and HTML helpers shared by the solution-bank templates. */
/** `x` rounded to `digits` decimals, without trailing zeros. */
export const fmt = (x: number, digits = 2) => String(Number(x.toFixed(digits)));
/** Paragraphs of HTML, one per line. */
export const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
/** Greatest common divisor. */
export const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
/** Binomial coefficient n choose r. */
export const nCr = (n: number, r: number) => {
  let v = 1;
  for (let i = 1; i <= r; i++) v = (v * (n - r + i)) / i;
  return Math.round(v);
};

/** A positive integer from a URL segment, else null (the screen then goes back to its list). */
export function idFrom(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

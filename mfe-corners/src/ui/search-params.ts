/** A positive whole number from a query-string value (?subject=, ?chapter=, ?question=, ?edit=), else null. */
export const num = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

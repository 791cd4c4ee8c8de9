/** Calendar days as `YYYY-MM-DD` strings (UTC), the way certificates keep them. */

export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** `day` plus `n` calendar days. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return isoDay(date);
}

/**
 * The expiry of a certificate issued on `day`: the same date two years later (spec §4, §9), and
 * 28 February when it was issued on 29 February (the later year has no 29 February).
 */
export function twoYearsAfter(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const year = y + 2;
  const lastOfMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const dd = Math.min(d, lastOfMonth);
  return `${year}-${String(m).padStart(2, "0")}-${String(dd).padStart(2, "0")}`;
}

/** Whether `day` is a real calendar date written as YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDay(date) === day;
}

/** How long the customised offer stays valid: a number of days or of calendar months from its start. */

export type ValidityUnit = 'days' | 'months';

/** Offers are valid 30 days unless the customisation says otherwise. */
export const DEFAULT_VALIDITY = { value: 30, unit: 'days' as ValidityUnit };

/**
 * The last day of validity, `YYYY-MM-DD`, of an offer starting on `start`
 * (`YYYY-MM-DD`). A month later than a day the next month lacks ends on that
 * month's last day (31 January + 1 month = 28 or 29 February).
 *
 * @example
 * validityEnd('2026-01-31', 1, 'months') // '2026-02-28'
 * validityEnd('2026-11-25', 30, 'days') // '2026-12-25'
 */
export function validityEnd(start: string, value: number, unit: ValidityUnit): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  if (unit === 'days') return new Date(Date.UTC(year, month - 1, day + value)).toISOString().slice(0, 10);
  const lastDay = new Date(Date.UTC(year, month - 1 + value + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + value, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

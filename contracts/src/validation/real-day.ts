/**
 * Whether a text is a day that exists, as yyyy-MM-dd: 2026-02-28 is, 2026-02-30 and 2026-13-99 are not. The one test
 * every date field uses: `Date.parse` alone rolls 2026-02-30 over to 2 March, which PostgreSQL then refuses (a 500).
 */
export function isRealDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

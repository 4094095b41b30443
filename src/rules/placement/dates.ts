/**
 * The earliest realistic day a container can be set down: the later of the service's delivery time
 * and, when the place needs a permit, the permit's lead time. Days are the visitor's calendar days
 * (written YYYY-MM-DD), counted from the visitor's today in their own time zone: a visitor in Berlin
 * at 00:30 is already on the next day, whatever the server or UTC says. Every day counts: no rule of
 * data/street-permits.yaml says a lead time skips weekends or holidays, so none is skipped (a rule
 * that did would need a field saying so, and this rule would read it).
 */

const DAY_MS = 86_400_000;

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `day` is a day of the calendar written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/**
 * Today in `timeZone` (an IANA name; the browser's own when left out), YYYY-MM-DD. Intl gives the
 * parts of the date in that zone; "en-CA" is not used for its order, the parts are put together here.
 */
export function todayIn(now: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whole days the delivery takes at the latest: 24 hours is the next day, 72 hours three days. */
export const deliveryDays = (deliveryHours: number) => Math.max(0, Math.ceil(deliveryHours / 24));

export interface EarliestDayInput {
  /** The visitor's today, YYYY-MM-DD. */
  today: string;
  /** The service's delivery time in this market (data/countries/*.yaml `timingHours`). */
  deliveryHours: number;
  /** The permit's lead time in days, or null when the place needs no permit. */
  permitLeadDays: number | null;
}

export interface EarliestDay {
  /** The earliest day, YYYY-MM-DD. */
  day: string;
  /** The day the delivery time alone allows. */
  deliveryDay: string;
  /** The day the permit allows, applied for today; null without a permit. */
  permitDay: string | null;
  /** Which of the two sets the day (the permit when both give the same day). */
  because: "delivery" | "permit";
}

export function earliestDay({
  today,
  deliveryHours,
  permitLeadDays,
}: EarliestDayInput): EarliestDay {
  const deliveryDay = addDays(today, deliveryDays(deliveryHours));
  const permitDay = permitLeadDays === null ? null : addDays(today, permitLeadDays);
  if (permitDay !== null && permitDay >= deliveryDay)
    return { day: permitDay, deliveryDay, permitDay, because: "permit" };
  return { day: deliveryDay, deliveryDay, permitDay, because: "delivery" };
}

/**
 * Dates as editors write them and visitors read them: a wall-clock date and time in the company's time zone (a
 * company fact), turned into the moment it names and back into words. Intl does the time-zone arithmetic.
 */

/**
 * A date as written in front matter: 2027-01-04 09:30, or a date alone (midnight). YAML reads a date alone as a
 * date, which gatsby-transformer-remark writes as midnight UTC (2027-01-04T00:00:00.000Z): taken as the same day.
 */
const WRITTEN = /^(\d{4})-(\d\d)-(\d\d)(?: (\d\d):(\d\d)|T00:00:00\.000Z)?$/;

/** Whether `zone` is a time zone this build knows by its IANA name (Europe/London, America/New_York). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * One formatter per locale, zone and options, made once: making one takes far longer than using it, and a build
 * dates every article for each list page.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
}

/** How far `zone`'s clocks are ahead of UTC at `moment`, in milliseconds. */
function offsetAt(moment: number, zone: string): number {
  const parts = formatter("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    ...{ year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" },
  }).formatToParts(moment);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(moment / 1000) * 1000;
}

/**
 * The moment a written date names in `zone`, or null when it is no date (2027-02-30, 25:00, another shape). A
 * time that the clocks skip when they go forward is taken as the same time after the change.
 */
export function momentOf(written: unknown, zone: string): Date | null {
  const match = typeof written === "string" ? WRITTEN.exec(written) : null;
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map((n) => (n === undefined ? undefined : Number(n)));
  const wall = Date.UTC(year!, month! - 1, day!, hour, minute);
  const back = new Date(wall);
  if (back.getUTCMonth() !== month! - 1 || back.getUTCDate() !== day! || hour > 23 || minute > 59) return null;
  // The offset at the wall time read as UTC is at most one change of the clocks away from the right one.
  const guess = wall - offsetAt(wall, zone);
  return new Date(wall - offsetAt(guess, zone));
}

/** A moment as a visitor reads it, in the company's time zone and the site's language: 4 January 2027. */
export const dateInWords = (moment: Date, zone: string, locale: string) =>
  formatter(locale, { timeZone: zone, day: "numeric", month: "long", year: "numeric" }).format(moment);

/** The same, with the time: 4 January 2027, 09:30 (for a scheduled article's mark). */
export const dateTimeInWords = (moment: Date, zone: string, locale: string) =>
  formatter(locale, {
    timeZone: zone,
    ...{ day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  }).format(moment);

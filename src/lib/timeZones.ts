/**
 * Clock times across time zones, from the IANA zone names of src/data/countries.ts: how far apart two places are in
 * January and in July (northern winter and summer, so every daylight-saving rule shows). Pure; worked out by the
 * server when the page is built (the country pages' table is static markup).
 */

/** Minutes a zone is ahead of UTC at `at` (negative west of Greenwich). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', {timeZone, timeZoneName: 'longOffset'}).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0; // "GMT": UTC itself
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The two moments the table compares: mid-January and mid-July of `year`, at noon UTC. */
export function seasons(year: number): {january: Date; july: Date} {
  return {january: new Date(Date.UTC(year, 0, 15, 12)), july: new Date(Date.UTC(year, 6, 15, 12))};
}

/** The time of day ("10:00", "10:00 a. m.") in `zone` at the moment it is `hour`:00 in `home`, on the day of `at`. */
export function clockAt(home: string, hour: number, zone: string, at: Date, locale: string): string {
  const difference = utcOffsetMinutes(zone, at) - utcOffsetMinutes(home, at);
  const minutes = (((hour * 60 + difference) % 1440) + 1440) % 1440;
  const moment = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return new Intl.DateTimeFormat(locale, {hour: 'numeric', minute: '2-digit', timeZone: 'UTC'}).format(moment);
}

/** "UTC−5", "UTC−3", "UTC+5:30": a zone's offset at `at`, as the tables write it. */
export function utcLabel(timeZone: string, at: Date): string {
  const offset = utcOffsetMinutes(timeZone, at);
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `UTC${offset < 0 ? '\u2212' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

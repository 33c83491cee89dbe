/**
 * The shop's wall clock for promotions' start and end. The owner sets its zone in Settings and the server says it in
 * GET /api/shop; the admin's browser, which may be anywhere, reads and writes times in that zone rather than its
 * own: "1 Dec, 09:00" means 09:00 in the shop, whatever the admin's laptop says.
 */

/** How the forms name the zone: 'UK time', 'UTC', or the zone's city ('New York time'). */
export function zoneName(timeZone: string): string {
  if (timeZone === 'Europe/London') return 'UK time';
  if (/^(Etc\/)?(UTC|UCT|Zulu|Universal|GMT)$/.test(timeZone)) return timeZone.replace('Etc/', '');
  return `${(timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ')} time`;
}

const partsFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

/** The wall time an instant shows in a zone, as its numbers (month 1–12). */
function wallParts(ms: number, timeZone: string) {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds (London: 0 in winter, 1 h in summer). */
function zoneOffset(ms: number, timeZone: string): number {
  const w = wallParts(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value ("2026-07-01T09:00"), read as the wall time in `timeZone`, as an ISO instant; null when
 * it is not such a value. Intl only turns instants into wall times, so this tries the zone's offset a day before
 * and a day after (zones change their clocks at most once a day) and keeps the instant that shows that wall time.
 * A time the clocks repeat in autumn is the first of the two; one they skip in spring (01:30 on London's last
 * Sunday of March) is read with the offset before the change, so it lands an hour later, as the wall clock says.
 */
export function wallTimeToInstant(local: string, timeZone: string): string | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as Six;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== day) return null;
  const DAY = 86_400_000;
  const candidates = [wall - zoneOffset(wall - DAY, timeZone), wall - zoneOffset(wall + DAY, timeZone)];
  const shows = candidates.filter((t) => t + zoneOffset(t, timeZone) === wall);
  const ms = shows.length > 0 ? Math.min(...shows) : (candidates[0] as number);
  return new Date(ms).toISOString();
}

type Six = [number, number, number, number, number, number];

/** An ISO instant as the `datetime-local` value of its wall time in `timeZone` ("2026-07-01T09:00"). */
export function instantToWallTime(iso: string, timeZone: string): string {
  const w = wallParts(Date.parse(iso), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the shop's clock shows it: "1 Dec 2026, 09:00". */
export function formatShopDateTime(iso: string, timeZone: string): string {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

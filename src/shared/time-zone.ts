/** Whether `name` is an IANA time zone this runtime knows (Europe/London, Asia/Tokyo…). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

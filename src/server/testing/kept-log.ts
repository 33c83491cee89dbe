/**
 * The shop's log kept in memory, as the operator would read it: pass `logger` to createTestApp; `lines` may be
 * emptied between tests so each reads only what it made the shop log.
 */
export function keptLog() {
  const lines: string[] = [];
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    lines,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    /** Every entry logged, parsed. */
    entries,
    /** What the shop logged with this message. */
    logged: (msg: string) => entries().filter((entry) => entry.msg === msg),
  };
}

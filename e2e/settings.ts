import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Settings the journeys share with the server that playwright.config.ts starts. */
export const E2E_ADMIN_EMAIL = 'admin@tressa.local';
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

/**
 * The newest e-mail to `to`, as the server wrote it to DATA_DIR/mail (no SMTP_URL): the journeys read the reset
 * link from it as a person would from their inbox. Quoted-printable soft breaks are undone.
 */
export function latestMailTo(to: string): string | undefined {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const f of files) {
    const raw = readFileSync(path.join(dir, f), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return raw;
  }
  return undefined;
}

import { APIError } from 'better-auth/api';
import { personName } from '#shared/contract/person-name.ts';

const MAX_IMAGE_URL = 2048;

const invalid = (code: string, message: string) => APIError.from('BAD_REQUEST', { message, code });

/**
 * The account's name and picture by the shop's rules, whichever way they arrive: sign-up, update-user, a Google
 * profile. Used in better-auth's user hooks, which every one of those passes through; a value that breaks a rule
 * is a 400 saying which, and nothing is written. Data without them (other updates) passes as it is.
 *
 * The name follows the rules for a person's name (it is shown publicly beside reviews). The shop shows no account
 * picture; better-auth stores one, so it is held to what Google sends: an https address of bounded length.
 */
export function withValidProfile<T extends { name?: unknown; image?: unknown }>(data: T): T {
  let out = data;
  if (data.name !== undefined) {
    const parsed = personName.safeParse(data.name);
    if (!parsed.success) {
      throw invalid('INVALID_NAME', parsed.error.issues[0]?.message ?? 'This name cannot be used.');
    }
    out = { ...out, name: parsed.data };
  }
  const image = data.image;
  if (image !== undefined && image !== null) {
    const ok = typeof image === 'string' && image.length <= MAX_IMAGE_URL && /^https:\/\/[^\s]+$/.test(image);
    if (!ok) throw invalid('INVALID_IMAGE', 'A picture must be an https:// address.');
  }
  return out;
}

import { APIError } from 'better-auth/api';
import { personName } from '../../../shared/contract/person-name.ts';

/**
 * The account's name by the shop's rules for a person's name, whichever way it arrives: sign-up, update-user,
 * a Google profile. Used in better-auth's user hooks, which every one of those passes through; a name that breaks
 * a rule is a 400 saying which, and nothing is written. Data without a name (other updates) passes as it is.
 */
export function withValidName<T extends { name?: unknown }>(data: T): T {
  if (data.name === undefined) return data;
  const parsed = personName.safeParse(data.name);
  if (!parsed.success) {
    throw APIError.from('BAD_REQUEST', {
      message: parsed.error.issues[0]?.message ?? 'This name cannot be used.',
      code: 'INVALID_NAME',
    });
  }
  return { ...data, name: parsed.data };
}

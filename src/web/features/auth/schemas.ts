import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '#shared/contract/auth.ts';

// The account forms' rules, shown inline beside each field. The server checks the same things again; these only
// spare a round trip and say what is wrong in the field's own words.

/**
 * The toast (docs/product.md#messages); beside the field a plainer sentence, so the two do not read as one message
 * twice.
 */
export const PASSWORD_MISMATCH_MESSAGE = 'Password Did not match';
export const PASSWORD_MISMATCH_HINT = 'The two passwords are not the same.';
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

const email = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .pipe(z.email('Enter a valid e-mail address, like name@example.com.'));

const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password: newPassword,
  confirmPassword: z.string().min(1, 'Enter the password again.'),
});
export type RegisterValues = z.infer<typeof registerSchema>;

export const resetRequestSchema = z.object({ email });
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;

export const newPasswordSchema = z.object({
  password: newPassword,
  confirmPassword: z.string().min(1, 'Enter the password again.'),
});
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

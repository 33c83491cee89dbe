/**
 * What the shop calls a user: their name, or the part of the e-mail before the @ when they have none
 * (docs/product.md#accounts).
 */
export function displayName(user: { name: string; email: string }): string {
  return user.name.trim() || user.email.split('@')[0] || user.email;
}

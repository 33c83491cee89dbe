import { type ShopSettingsValues, shopSettingsValuesSchema } from '#shared/contract/settings.ts';

type Log = { warn(obj: object, msg: string): void };

/**
 * The settings a shop starts with, from the environment it was configured by before the owner had a Settings page
 * (SHOP_NAME, SHOP_TIME_ZONE, ORDER_HOLD_MINUTES …; config.ts). A value the Settings page would refuse is left out
 * (its default is seeded, and the log says which), so an old setting never stops the shop from starting.
 */
export function settingsSeed(
  fromEnv: Record<keyof ShopSettingsValues, unknown>,
  log: Log,
): ShopSettingsValues {
  const parsed = shopSettingsValuesSchema.safeParse(fromEnv);
  if (parsed.success) return parsed.data;
  const refused = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
  log.warn(
    { fields: refused },
    'settings from the environment not kept (out of range); their defaults are seeded',
  );
  const kept = Object.entries(fromEnv).filter(([field]) => !refused.includes(field));
  return shopSettingsValuesSchema.parse(Object.fromEntries(kept));
}

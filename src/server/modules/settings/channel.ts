import { z } from 'zod';
import { defineChannel } from '#server/events/bus.ts';

/** Sent when the owner's settings change (settings/repository.ts): every instance reads the new version. */
export const settingsChannel = defineChannel('settings', z.object({ version: z.number().int() }));

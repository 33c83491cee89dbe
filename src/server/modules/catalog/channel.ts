import { z } from 'zod';
import { defineChannel } from '#server/events/bus.ts';

/**
 * Raised by the products triggers (migration 0011) when a change commits, from whatever wrote it: `version` is the
 * catalogue's new version when the change touched what listings filter and sort on, else null.
 */
export const catalogChannel = defineChannel('catalog', z.object({ version: z.number().int().nullable() }));

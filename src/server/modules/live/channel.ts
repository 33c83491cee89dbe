import { z } from 'zod';
import { defineChannel } from '#server/events/bus.ts';
import { LIVE_EVENT_KINDS } from '#shared/contract/live.ts';

/** Stored live events, as they travel from the instance that raised them to every instance's open streams. */
export const liveChannel = defineChannel(
  'live',
  z.object({
    id: z.number().int(),
    kind: z.enum(LIVE_EVENT_KINDS),
    data: z.unknown(),
    userId: z.string().nullable(),
    admins: z.boolean(),
    productId: z.string().nullable(),
  }),
);

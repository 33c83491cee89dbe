import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { media } from '#server/db/schema.ts';

/** A stored source image; the media route resizes it on request. */
export type MediaSource = {
  id: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
};

// Source images are large; a few per statement keeps each query's parameters well under the driver's limits.
const INSERT_BATCH = 16;

export function mediaRepository(db: Db) {
  return {
    async get(id: string): Promise<MediaSource | null> {
      const [row] = await db
        .select({
          id: media.id,
          contentType: media.contentType,
          width: media.width,
          height: media.height,
          bytes: media.bytes,
        })
        .from(media)
        .where(eq(media.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Which of `ids` are stored. */
    async existingIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: media.id }).from(media).where(inArray(media.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    /** Stores images; an id that already exists is left as it is. */
    async insertMany(rows: MediaSource[]): Promise<void> {
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        await db
          .insert(media)
          .values(rows.slice(i, i + INSERT_BATCH))
          .onConflictDoNothing({ target: media.id });
      }
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;

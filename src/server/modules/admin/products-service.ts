import { badRequest, notFound } from '#server/errors.ts';
import type { AdminProductDetail } from '#shared/contract/admin-products.ts';
import type { MediaRepository } from '../media/repository.ts';
import type { AdminProductsRepository, ProductWrite } from './products-repository.ts';

const NO_PRODUCT = 'No product Found';
const mediaId = (url: string) => url.slice('/media/'.length);

/**
 * Product writes. `onCatalogChanged` runs after every committed write, from this one place, so whatever keeps
 * the storefront's listing caches fresh (this instance's caches today, every instance's tomorrow) hears of each.
 */
export function adminProductsService(
  repo: AdminProductsRepository,
  media: Pick<MediaRepository, 'existingIds'>,
  onCatalogChanged: () => void,
) {
  /** Only a write that changed something: an update or delete of a missing product changed nothing. */
  async function afterCommit<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    if (result) onCatalogChanged();
    return result;
  }

  /** Every image must be one this shop stores, or the storefront would show a broken picture. */
  async function checkImages(p: ProductWrite) {
    const ids = p.imageURL.map(mediaId);
    const stored = await media.existingIds(ids);
    const missing = p.imageURL.filter((url) => !stored.has(mediaId(url)));
    if (missing.length > 0) throw badRequest(`imageURL: no such image in this shop: ${missing.join(', ')}`);
  }

  return {
    async create(p: ProductWrite): Promise<AdminProductDetail> {
      await checkImages(p);
      return afterCommit(repo.insert(p));
    },

    async update(id: string, p: ProductWrite): Promise<AdminProductDetail> {
      await checkImages(p);
      const product = await afterCommit(repo.update(id, p));
      if (!product) throw notFound(NO_PRODUCT);
      return product;
    },

    async remove(id: string): Promise<void> {
      const deleted = await afterCommit(repo.delete(id));
      if (!deleted) throw notFound(NO_PRODUCT);
    },

    async get(id: string): Promise<AdminProductDetail> {
      const product = await repo.byId(id);
      if (!product) throw notFound(NO_PRODUCT);
      return product;
    },
  };
}
export type AdminProductsService = ReturnType<typeof adminProductsService>;

import { badRequest, notFound } from '#server/errors.ts';
import type { AdminProductDetail } from '#shared/contract/admin-products.ts';
import { SkuTaken } from '../catalog/variant-write.ts';
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

  /**
   * Every image — the product's, a value's swatch and photos, a variant's — must be one this shop stores, or the
   * storefront would show a broken picture.
   */
  async function checkImages(p: ProductWrite) {
    const urls = [
      ...p.imageURL,
      ...p.options.flatMap((o) =>
        o.values.flatMap((v) => [...(v.swatchImage ? [v.swatchImage] : []), ...v.imageUrls]),
      ),
      ...p.variants.flatMap((v) => v.imageUrls),
    ];
    const stored = await media.existingIds([...new Set(urls.map(mediaId))]);
    const missing = [...new Set(urls.filter((url) => !stored.has(mediaId(url))))];
    if (missing.length > 0) throw badRequest(`imageURL: no such image in this shop: ${missing.join(', ')}`);
  }

  /** A SKU another product has is refused at its field, in the shape of the contract's own refusals. */
  async function write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await afterCommit(run());
    } catch (err) {
      if (err instanceof SkuTaken) throw badRequest(`variants/${err.index}/sku: ${err.message}`);
      throw err;
    }
  }

  return {
    async create(p: ProductWrite): Promise<AdminProductDetail> {
      await checkImages(p);
      return write(() => repo.insert(p));
    },

    async update(id: string, p: ProductWrite): Promise<AdminProductDetail> {
      await checkImages(p);
      const product = await write(() => repo.update(id, p));
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

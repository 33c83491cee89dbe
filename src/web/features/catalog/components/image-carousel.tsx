import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { buttonIcon } from './styles.ts';

type Props = { images: string[]; name: string; sizes: string };

/**
 * Steps through a product's pictures, wrapping at both ends (docs/product.md#catalogue); buttons only when there is a
 * choice.
 */
export function ImageCarousel({ images, name, sizes }: Props) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const step = (by: number) => setIndex((i) => (i + by + count) % count);

  if (count <= 1) {
    return (
      <ProductImage
        src={images[0]}
        alt={name}
        sizes={sizes}
        eager
        className="aspect-square w-full rounded-lg bg-stone-100 object-cover"
      />
    );
  }

  return (
    <section aria-roledescription="carousel" aria-label={`${name} images`}>
      <ProductImage
        src={images[index]}
        alt={`${name}, image ${index + 1} of ${count}`}
        sizes={sizes}
        eager
        className="aspect-square w-full rounded-lg bg-stone-100 object-cover"
      />
      <div className="mt-2 flex items-center justify-between gap-2">
        <button type="button" aria-label="Previous image" onClick={() => step(-1)} className={buttonIcon}>
          <ChevronLeftIcon />
        </button>
        <p aria-live="polite" className="text-sm text-stone-700">
          Image {index + 1} of {count}
        </p>
        <button type="button" aria-label="Next image" onClick={() => step(1)} className={buttonIcon}>
          <ChevronRightIcon />
        </button>
      </div>
    </section>
  );
}

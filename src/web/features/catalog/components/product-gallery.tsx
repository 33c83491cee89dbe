import { useState } from 'react';
import { ProductImage } from '#web/components/ui/product-image.tsx';

type Props = { images: readonly string[]; name: string };

/**
 * The detail page's pictures: the first large, all of them as thumbnails to pick from (docs/product.md#catalogue).
 * They are the chosen variant's (its own, else its shade's, else the product's); another choice with other pictures
 * starts again at its first.
 */
export function ProductGallery({ images, name }: Props) {
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(images);
  if (shown !== images && shown.join() !== images.join()) {
    setShown(images);
    setIndex(0);
  }
  const count = images.length;
  return (
    <div>
      <ProductImage
        src={images[index]}
        alt={count > 1 ? `${name}, image ${index + 1} of ${count}` : name}
        sizes="(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw"
        priority
        className="aspect-square w-full rounded-lg border border-stone-200 bg-stone-100 object-cover"
      />
      {count > 1 && (
        <ul aria-label={`${name} images`} className="mt-3 grid grid-cols-4 gap-2 sm:gap-3">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-pressed={i === index}
                className={`block w-full overflow-hidden rounded-md border-2 ${
                  i === index ? 'border-brand-700' : 'border-transparent hover:border-stone-400'
                }`}
              >
                <ProductImage src={src} alt="" sizes="120px" className="aspect-square w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

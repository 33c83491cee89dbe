import { IMAGE_WIDTHS, PLACEHOLDER_IMAGE } from '#shared/catalog.ts';

/** Our own media URLs come in several widths; anything else is used as it is. */
function sources(src: string | null | undefined) {
  const base = src || PLACEHOLDER_IMAGE;
  if (!base.startsWith('/media/')) return { src: base, srcSet: undefined };
  return {
    src: `${base}?w=640`,
    srcSet: IMAGE_WIDTHS.map((w) => `${base}?w=${w} ${w}w`).join(', '),
  };
}

type Props = {
  src: string | null | undefined;
  alt: string;
  /** The rendered width, so the browser picks the right file from srcset. */
  sizes: string;
  className?: string;
  eager?: boolean;
  /** The page's largest picture in the first view: fetched first (and preloaded from the server's HTML). */
  priority?: boolean;
};

export function ProductImage({ src, alt, sizes, className, eager, priority }: Props) {
  const s = sources(src);
  return (
    <img
      src={s.src}
      srcSet={s.srcSet}
      sizes={sizes}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The first view's picture is decoded with the first paint rather than in a later frame, which would be
      // after the app's script has started running (it waits for that paint): it is the page's largest paint.
      decoding={priority ? 'sync' : 'async'}
      width={640}
      height={640}
      className={className}
    />
  );
}

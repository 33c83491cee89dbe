import { useSiteOrigin } from '#web/lib/site-origin.tsx';

type Props = {
  /** The whole title, e.g. 'Brazilian Body Wave Bundle | Tressa'. */
  title: string;
  /** At most 160 characters (lib/seo/description.ts). */
  description?: string;
  /** The page's one address for search engines: a path, made absolute here. */
  canonicalPath?: string;
  /** A picture for link previews: a path or an absolute URL, at least 200 × 200. */
  image?: { path: string; width: number; height: number; alt: string };
  type?: 'website' | 'product';
};

/**
 * What a page says about itself to search engines and link previews (WhatsApp, Instagram, Slack, iMessage): title,
 * description, canonical URL, Open Graph and Twitter card. React 19 hoists these into <head>; the server moves
 * them there in the HTML it sends (decision 018).
 */
export function PageMeta({ title, description, canonicalPath, image, type = 'website' }: Props) {
  const origin = useSiteOrigin();
  const absolute = (p: string) => (/^https?:\/\//.test(p) ? p : `${origin}${p}`);
  const url = canonicalPath ? absolute(canonicalPath) : undefined;
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content="Tressa" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      {url && <meta property="og:url" content={url} />}
      {image && <meta property="og:image" content={absolute(image.path)} />}
      {image && <meta property="og:image:width" content={String(image.width)} />}
      {image && <meta property="og:image:height" content={String(image.height)} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      {image && <meta name="twitter:image" content={absolute(image.path)} />}
    </>
  );
}

import { JsonLd } from '#web/components/seo/json-ld.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { siteJsonLd } from '#web/lib/seo/site-json-ld.ts';
import { useShopInfo } from '#web/lib/shop-info.ts';
import { useSiteOrigin } from '#web/lib/site-origin.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import { Hero } from './hero.tsx';
import { Promises } from './promises.tsx';

export function HomePage() {
  const origin = useSiteOrigin();
  const shop = useShopInfo().data;
  return (
    <>
      <PageMeta
        title="Tressa | Human hair, extensions and frontals"
        description="Soft, natural-looking human and synthetic hair, extensions, pony tails and frontals, each in the length that suits you. Delivered across the UK."
        canonicalPath="/"
      />
      {/* The shop and its search box, for search engines (Organization and WebSite). */}
      {shop && <JsonLd data={() => siteJsonLd({ origin, shop })} />}
      <Hero />
      <Promises />
      <CategoryTiles />
    </>
  );
}

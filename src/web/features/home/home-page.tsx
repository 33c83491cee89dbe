import { CategoryTiles } from './category-tiles.tsx';
import { Hero } from './hero.tsx';
import { Promises } from './promises.tsx';

export function HomePage() {
  return (
    <>
      <title>Tressa | Human hair, extensions and frontals</title>
      <Hero />
      <Promises />
      <CategoryTiles />
    </>
  );
}

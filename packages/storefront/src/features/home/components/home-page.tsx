import { BranchCallout } from './branch-callout';
import { CategoryGrid } from './category-grid';
import { Hero } from './hero';

export function HomePage() {
  return (
    <>
      <Hero />
      <CategoryGrid />
      <BranchCallout />
    </>
  );
}

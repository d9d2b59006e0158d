import type { ReactNode } from 'react';
import { BranchCallout } from './branch-callout';
import { CategoryGrid } from './category-grid';
import { FeaturedSection } from './featured-section';
import { Hero } from './hero';
import { QuoteCallout } from './quote-callout';

interface HomePageProps {
  /** The newest units (the catalog feature's cards; the route puts them together). */
  featured?: ReactNode;
}

export function HomePage({ featured }: HomePageProps) {
  return (
    <>
      <Hero />
      <CategoryGrid />
      {featured ? <FeaturedSection>{featured}</FeaturedSection> : null}
      <QuoteCallout />
      <BranchCallout />
    </>
  );
}

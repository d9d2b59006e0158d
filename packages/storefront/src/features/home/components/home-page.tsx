import type { ReactNode } from 'react';
import { HydrateLater } from '@/components/hydrate-later/hydrate-later';
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
      {/* Below the hero, each section hydrates in a task of its own (components/hydrate-later). */}
      <HydrateLater>
        <CategoryGrid />
      </HydrateLater>
      {featured ? <FeaturedSection>{featured}</FeaturedSection> : null}
      <HydrateLater>
        <QuoteCallout />
      </HydrateLater>
      <HydrateLater>
        <BranchCallout />
      </HydrateLater>
    </>
  );
}

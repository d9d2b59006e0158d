import { FeaturedEquipment } from '@/features/catalog/components/featured-equipment';
import { HomePage } from '@/features/home/components/home-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function HomeRoute() {
  useDocumentTitle();
  // Features do not import each other: the route puts the catalog's cards into the home page.
  return <HomePage featured={<FeaturedEquipment />} />;
}

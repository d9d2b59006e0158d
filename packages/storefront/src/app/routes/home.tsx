import { HomePage } from '@/features/home/components/home-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function HomeRoute() {
  useDocumentTitle();
  return <HomePage />;
}

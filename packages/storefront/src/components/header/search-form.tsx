import { useLocation, useSearchParams } from 'wouter';
import { paths } from '@/config/paths';
import { SearchCombobox } from './search-combobox';

/**
 * The phone menu's equipment search, with the same suggestions as the desktop popover. The field
 * shows the query of the current listing, and follows it when the URL changes.
 */
export function SearchForm() {
  const [params] = useSearchParams();
  const [location] = useLocation();
  const current = location === paths.equipment.path ? (params.get('q') ?? '') : '';
  return <SearchCombobox key={current} initialQuery={current} />;
}

import { CopyField } from '@/components/ui/copy-field/copy-field';
import type { DealerSite } from '../dealers-api';
import { snippetOf } from '../snippet';

/**
 * A site's snippet (`<script … data-site-key="pk_…">`) in a read-only field with "Copy": the
 * clipboard when the browser allows it, otherwise the text is selected. The outcome is announced.
 */
export function SiteSnippet({ site }: { site: DealerSite }) {
  return (
    <CopyField
      label={`Snippet for ${site.name}`}
      value={snippetOf(site, window.location.origin)}
      copyLabel="Copy snippet"
      rows={3}
    />
  );
}

import { forwardRef, type AnchorHTMLAttributes, type FocusEvent, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { useRootHref } from '@/i18n/use-root-href';
import { prefetchRoute } from '@/lib/prefetch';

export interface PrefetchLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** A router link (always an absolute `href`) that loads its target page's code on hover or focus (see `lib/prefetch`). */
export const PrefetchLink = forwardRef<HTMLAnchorElement, PrefetchLinkProps>(function PrefetchLink(
  { href, onMouseEnter, onFocus, ...rest },
  ref,
) {
  const rootHref = useRootHref();
  return (
    <Link
      ref={ref}
      // From the top of the app in the page's language, also inside nested routes (the account area).
      href={href.startsWith('/') ? rootHref(href) : href}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetchRoute(href);
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchRoute(href);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
});

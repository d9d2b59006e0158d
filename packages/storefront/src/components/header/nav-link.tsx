import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';

interface NavLinkProps {
  href: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A router link that marks itself `aria-current="page"` on its own page and below it. */
export function NavLink({ href, className, onClick, children }: NavLinkProps) {
  const [location] = useLocation();
  const path = href.split('?')[0] ?? href;
  const active = location === path || location.startsWith(`${path}/`);
  return (
    <PrefetchLink
      href={href}
      className={className}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </PrefetchLink>
  );
}

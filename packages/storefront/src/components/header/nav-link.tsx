import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

interface NavLinkProps {
  href: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A router link that marks itself `aria-current="page"` on its own page and below it. */
export function NavLink({ href, className, onClick, children }: NavLinkProps) {
  const [location] = useLocation();
  const active = location === href || location.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      className={className}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}

import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'role'> {
  /** Accessible name. Without it the icon is decorative (`aria-hidden`). */
  title?: string;
  /** Width and height in px (or any CSS length). Default 24. */
  size?: number | string;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

/**
 * Builds a 24×24 stroke icon. Icons inherit `currentColor`; they are hidden from assistive technology
 * unless a `title` is given, which makes them `role="img"` with that accessible name.
 */
export function createIcon(displayName: string, paths: ReactNode): IconComponent {
  function Icon({ title, size = 24, ...rest }: IconProps) {
    const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...a11y}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

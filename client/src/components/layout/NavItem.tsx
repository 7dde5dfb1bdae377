import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useScrollToSection } from '@/hooks/useScrollToSection';
import { cn } from '@/lib/utils';
import type { NavLink } from './navLinks';

interface NavItemProps {
  link: NavLink;
  className: string;
  activeClassName?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/** A header link: a route, or a section of the landing page for `#id` links. */
export function NavItem({ link, className, activeClassName, children, onNavigate }: NavItemProps) {
  const [location] = useLocation();
  const scrollToSection = useScrollToSection();
  if (link.href.startsWith('#')) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      onNavigate?.();
      scrollToSection(link.href.slice(1));
    };
    return (
      <a href={`/${link.href}`} onClick={onClick} className={className}>
        {children}
      </a>
    );
  }
  const active = location === link.href;
  return (
    <Link href={link.href} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={cn(className, active && activeClassName)}>
      {children}
    </Link>
  );
}

import type { ReactNode } from 'react';
import { Button, Link, type ButtonProps, type LinkProps } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** How a site address opens: its own paths in the router, anchors in place, other sites in a new tab. */
function target(href: string) {
  if (href.startsWith('/')) return { component: RouterLink, to: href } as const;
  if (href.startsWith('#')) return { href } as const;
  return { href, target: '_blank', rel: 'noopener noreferrer' } as const;
}

export function SiteLink({ href, children, ...props }: { href: string; children: ReactNode } & Omit<LinkProps, 'href'>) {
  return (
    <Link {...props} {...target(href)}>
      {children}
    </Link>
  );
}

export function SiteButton({ href, children, ...props }: { href: string; children: ReactNode } & Omit<ButtonProps, 'href'>) {
  return (
    <Button {...props} {...target(href)}>
      {children}
    </Button>
  );
}

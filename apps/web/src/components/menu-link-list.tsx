import '@mantine/core/styles/List.css';
import { Anchor, List } from '@mantine/core';
import type { MenuLink } from '@portal/domain/access';
import { Link } from 'react-router';
import { menuHref } from '@/lib/session/session-menu';

/** A section's menu links as a list: portal routes through the router, external ones in a new tab. */
export function MenuLinkList({
  links,
  bulleted = true,
}: {
  links: MenuLink[];
  bulleted?: boolean;
}) {
  return (
    <List spacing={4} {...(bulleted ? {} : { listStyleType: 'none' })}>
      {links.map((link) => (
        <List.Item key={link.id}>
          {link.external ? (
            <Anchor href={link.to} target="_blank" rel="noopener noreferrer">
              {link.label}
            </Anchor>
          ) : (
            <Anchor component={Link} to={menuHref(link)}>
              {link.label}
            </Anchor>
          )}
        </List.Item>
      ))}
    </List>
  );
}

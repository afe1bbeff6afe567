import '@mantine/core/styles/Breadcrumbs.css';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { wayBack, type ContentPage } from '@portal/domain';
import { Link } from 'react-router';

/** The breadcrumb above a public page (the domain's wayBack). */
export function PageCrumbs({ page }: { page: ContentPage }) {
  const { crumbs } = wayBack(page);
  return (
    <nav aria-label="Estás en">
      <Breadcrumbs separator="›">
        {crumbs.map((crumb) =>
          crumb.to === undefined ? (
            <Text
              key={crumb.label}
              size="sm"
              c="dimmed"
              aria-current={crumb === crumbs.at(-1) ? 'page' : undefined}
            >
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.label} component={Link} to={`/${crumb.to}`} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

/** The 'Volver' link below a public page: to its parent page, or to the home. */
export function BackLink({ page }: { page: ContentPage }) {
  const { back } = wayBack(page);
  return (
    <Anchor component={Link} to={`/${back.to ?? ''}`}>
      ← {back.label}
    </Anchor>
  );
}

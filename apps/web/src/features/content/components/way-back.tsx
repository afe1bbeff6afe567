import { Anchor } from '@mantine/core';
import { wayBack, type ContentPage } from '@portal/domain/content';
import { Link } from 'react-router';

/** The 'Volver' link below a public page: to its parent page, or to the home. */
export function BackLink({ page }: { page: ContentPage }) {
  const { back } = wayBack(page);
  return (
    <Anchor component={Link} to={`/${back.to ?? ''}`}>
      ← {back.label}
    </Anchor>
  );
}

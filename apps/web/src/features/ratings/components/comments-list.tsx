import '@mantine/core/styles/Paper.css';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { RATINGS_MESSAGES } from '@portal/domain/ratings';
import { useState } from 'react';
import { LoadError } from '@/components/detail-page/load-error';
import { Pager } from '@/components/pager';
import { COMMENTS_PAGE_SIZE, useRatingComments } from '../api/ratings';

/** The patients' latest comments, newest first, a page at a time. */
export function CommentsList() {
  const [page, setPage] = useState(1);
  const comments = useRatingComments(page);
  const list = comments.data?.comentarios ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="ratings-comments-title">
      <Title order={2} size="h3" id="ratings-comments-title">
        Últimos comentarios
      </Title>
      {comments.isError && <LoadError error={comments.error} />}
      {comments.isSuccess && list.length === 0 && <Text>{RATINGS_MESSAGES.noComments}</Text>}
      <Stack gap="xs" component="ul" aria-label="Comentarios" className="ratings-comments">
        {list.map((comment) => (
          <Paper key={comment.id} withBorder p="sm" radius="md" component="li">
            <Text size="sm" fw={700}>
              {`${comment.estrellas} de 5 · ${comment.fecha} · ${comment.lugar}`}
            </Text>
            <Text size="sm">{comment.comentario}</Text>
          </Paper>
        ))}
      </Stack>
      <Pager
        label="comentarios"
        page={page}
        size={COMMENTS_PAGE_SIZE}
        total={comments.data?.total ?? 0}
        onPage={setPage}
      />
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import type { ContentPageResponse } from '@portal/contracts';

/** A page's summary and sections from the database: a heading and its paragraphs each. */
export function PageTexts({ content }: { content: ContentPageResponse }) {
  return (
    <Stack gap="md">
      <Text size="lg">{content.resumen}</Text>
      {content.secciones.map((section) => (
        <Stack key={section.titulo} gap={4} component="section">
          <Title order={2} size="h3">
            {section.titulo}
          </Title>
          {section.parrafos.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

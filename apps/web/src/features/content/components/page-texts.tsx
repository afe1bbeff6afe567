import { Stack, Text, Title } from '@mantine/core';
import type { ContentPageResponse } from '@portal/contracts';
import { markdownHtml } from '@portal/domain/markdown';

/**
 * A page's summary and sections from the database: a heading and its paragraphs each. A
 * paragraph is Markdown written in the console, turned into HTML by the renderer its preview
 * uses (safe by default: no markup of the editor's own reaches the page).
 */
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
            <Text
              key={paragraph}
              component="div"
              className="content-markdown"
              dangerouslySetInnerHTML={{ __html: markdownHtml(paragraph) }}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

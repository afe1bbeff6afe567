import '@mantine/core/styles/Progress.css';
import { Group, Progress, Stack, Text } from '@mantine/core';

interface Props {
  /** 0 to 1; null hides the bar (nothing being sent). */
  fraction: number | null;
  /** The bar's accessible name ("Envío del trámite"). */
  label: string;
  /** Shown once every byte is sent and the server is still storing them. */
  savingText: string;
}

/**
 * The progress of a submission that carries files. The bar carries the value for assistive
 * technology; the live text only announces the two phases, not every percent.
 */
export function UploadProgress({ fraction, label, savingText }: Props) {
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  const sent = percent >= 100;
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label={label} size="lg" animated={sent} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" role="status">
          {sent ? savingText : 'Enviando archivos…'}
        </Text>
        <Text size="sm" aria-hidden="true">
          {percent} %
        </Text>
      </Group>
    </Stack>
  );
}

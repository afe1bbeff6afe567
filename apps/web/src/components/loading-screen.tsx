import { Center, Loader } from '@mantine/core';

export function LoadingScreen({ label = 'Cargando…' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </Center>
  );
}

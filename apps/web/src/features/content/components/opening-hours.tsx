import { Text } from '@mantine/core';

/** A place's hours, one line per group of days. */
export function OpeningHours({
  horarios,
}: {
  horarios: readonly { dias: string; horario: string }[];
}) {
  return (
    <>
      {horarios.map((line) => (
        <Text key={line.dias} size="sm">
          <strong>{line.dias}:</strong> {line.horario}
        </Text>
      ))}
    </>
  );
}

/** A phone number as a tel: link (digits only in the address). */
export function PhoneLink({ numero }: { numero: string }) {
  return <a href={`tel:${numero.replace(/[^\d+]/g, '')}`}>{numero}</a>;
}

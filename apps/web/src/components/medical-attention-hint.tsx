import { ActionIcon, Tooltip } from '@mantine/core';

/** Named support contact for problems with the patient-data pages (spec §2). */
export const MEDICAL_SUPPORT_CONTACT = 'Mesa de ayuda de Prestadores, 0800-555-7738';

export const MEDICAL_ATTENTION_HINT =
  `Este acceso muestra los datos del paciente. Si encontrás algún problema, ` +
  `informalo a ${MEDICAL_SUPPORT_CONTACT}.`;

/** The tooltip each nested atencion-medica page carries (spec §2), whichever feature serves it. */
export function MedicalAttentionHint() {
  return (
    <Tooltip
      label={MEDICAL_ATTENTION_HINT}
      multiline
      w={280}
      events={{ hover: true, focus: true, touch: true }}
      withArrow
    >
      <ActionIcon
        variant="default"
        radius="xl"
        aria-label="Información sobre este acceso"
        size="lg"
      >
        <span aria-hidden="true">i</span>
      </ActionIcon>
    </Tooltip>
  );
}

import { ActionIcon, Tooltip } from '@mantine/core';
import {
  DEFAULT_MEDICAL_SUPPORT_CONTACT,
  medicalAttentionHint,
} from '@portal/domain/medical-attention';

/** Named support contact for problems with the patient-data pages (spec §2). */
export const MEDICAL_SUPPORT_CONTACT = DEFAULT_MEDICAL_SUPPORT_CONTACT;

export const MEDICAL_ATTENTION_HINT = medicalAttentionHint(MEDICAL_SUPPORT_CONTACT);

/**
 * The tooltip each nested atencion-medica page carries (spec §2), whichever feature serves it;
 * `contact` is the server's configured one when the page has read it.
 */
export function MedicalAttentionHint({ contact }: { contact?: string | undefined } = {}) {
  return (
    <Tooltip
      label={contact ? medicalAttentionHint(contact) : MEDICAL_ATTENTION_HINT}
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

import { Stack, Text } from '@mantine/core';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import maintenanceImage from '@/assets/maintenance.svg?no-inline';

/** What an inactive module shows instead of its page (spec §4, §6: "a maintenance image"). */
export function MaintenanceNotice() {
  return (
    <Stack align="center" gap="md" py="lg">
      <img src={maintenanceImage} alt="Módulo en mantenimiento" width={240} height={160} />
      <Text ta="center">{EXTRA_MESSAGES.moduleInMaintenance}</Text>
    </Stack>
  );
}

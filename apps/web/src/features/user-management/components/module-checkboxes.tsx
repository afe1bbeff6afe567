import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import type { UserOptionsResponse } from '@portal/contracts';

interface Props {
  groups: UserOptionsResponse['modulos'];
  value: string[];
  onChange: (value: string[]) => void;
  error?: React.ReactNode;
}

/** The modules a user may use, as checkboxes grouped like the menu (one fieldset a section). */
export function ModuleCheckboxes({ groups, value, onChange, error }: Props) {
  return (
    <Checkbox.Group label="Módulos" required value={value} onChange={onChange} error={error}>
      <Stack gap="sm" mt="xs">
        {groups.map((group) => (
          <fieldset key={group.id} className="module-group">
            <legend>{group.label}</legend>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {group.modules.map((entry) => (
                <Checkbox key={entry.id} value={entry.id} label={entry.titulo} />
              ))}
            </SimpleGrid>
          </fieldset>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

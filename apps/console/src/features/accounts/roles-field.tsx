import { Checkbox, Stack } from '@mantine/core';
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from '@portal/domain/staff';

interface Props {
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: React.ReactNode;
}

/** The roles of an account, one box each, by their Spanish label. */
export function RolesField({ value, onChange, error }: Props) {
  return (
    <Checkbox.Group label="Roles" value={value} onChange={onChange} error={error}>
      <Stack gap={6} mt={6}>
        {STAFF_ROLES.map((role) => (
          <Checkbox key={role} value={role} label={STAFF_ROLE_LABELS[role]} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

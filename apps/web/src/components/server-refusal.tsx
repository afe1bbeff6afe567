import { Alert } from '@mantine/core';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { AccessDenied } from '@/components/access-denied';
import { MaintenanceNotice } from '@/components/maintenance-notice';
import { errorMessage, isApiError } from '@/lib/api-error';

/** The server's own guard refused the module (the web guard had stale permissions). */
export function isModuleRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'FORBIDDEN' ||
      error.code === 'MODULE_INACTIVE' ||
      error.code === 'TERMS_REQUIRED')
  );
}

/** What the server's module guard answered instead of the module: the matching screen. */
export function ServerRefusal({ error }: { error: unknown }) {
  if (isApiError(error) && error.code === 'MODULE_INACTIVE') return <MaintenanceNotice />;
  if (isApiError(error) && error.code === 'FORBIDDEN') return <AccessDenied />;
  if (isApiError(error) && error.code === 'TERMS_REQUIRED') {
    return <AccessDenied message={EXTRA_MESSAGES.termsRequired} />;
  }
  return (
    <Alert color="red" title="Ups!">
      {errorMessage(error)}
    </Alert>
  );
}

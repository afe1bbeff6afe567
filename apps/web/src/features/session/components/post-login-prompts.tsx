import '@/components/dialogs/modal-styles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CAMPAIGN_LAST_DAY, shouldShowCampaign } from '@portal/domain/auth';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClock } from '@/lib/clock';
import { useSession, useSessionStore } from '@/lib/session/session-context';
import { MODAL_DEFAULTS } from '@/components/dialogs/modal-props';

/** Not a session key: the 24 h campaign interval spans logins (spec §2, §9). */
export const CAMPAIGN_SHOWN_KEY = 'campaignLastShownAt';

function lastCampaignShownAt(): Date | null {
  const text = localStorage.getItem(CAMPAIGN_SHOWN_KEY);
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

const campaignDeadline = CAMPAIGN_LAST_DAY.split('-').reverse().join('/');

/**
 * After login, once terms are accepted: the update-data prompt ('cap' permission) and the
 * campaign modal (until CAMPAIGN_LAST_DAY, once per 24 h), never both at once.
 */
export function PostLoginPrompts() {
  const { session, freshLogin } = useSession();
  const store = useSessionStore();
  const now = useClock();
  const navigate = useNavigate();
  const [campaignOpen, setCampaignOpen] = useState(false);
  const ready = session !== null && session.termsAccepted;
  const updatePrompt = ready && freshLogin && session.permissions.cap.active;

  useEffect(() => {
    if (ready && freshLogin && !updatePrompt) store.acknowledgeFreshLogin();
  }, [ready, freshLogin, updatePrompt, store]);

  useEffect(() => {
    if (!ready || updatePrompt) return;
    const at = now();
    if (!shouldShowCampaign(at, lastCampaignShownAt())) return;
    localStorage.setItem(CAMPAIGN_SHOWN_KEY, at.toISOString());
    setCampaignOpen(true);
  }, [ready, updatePrompt, now]);

  const go = (path: string) => {
    store.acknowledgeFreshLogin();
    setCampaignOpen(false);
    void navigate(path);
  };

  return (
    <>
      <Modal
        opened={updatePrompt}
        onClose={() => store.acknowledgeFreshLogin()}
        title="Actualización de datos"
        {...MODAL_DEFAULTS}
      >
        <Stack gap="md">
          <Text>
            Tenés una actualización de datos pendiente. Podés completarla desde Mis datos.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => store.acknowledgeFreshLogin()}>
              Más tarde
            </Button>
            {/* The 'cap' prompt leads to Mis datos, where the data is kept (docs/decisions/0024). */}
            <Button onClick={() => go('/tramitesonline/datos-personales')}>
              Actualizar mis datos
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={campaignOpen && !updatePrompt}
        onClose={() => setCampaignOpen(false)}
        title="Campaña de actualización de datos"
        {...MODAL_DEFAULTS}
      >
        <Stack gap="md">
          <Text>
            Hasta el {campaignDeadline} podés revisar y actualizar tus datos personales y
            profesionales.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCampaignOpen(false)}>
              Cerrar
            </Button>
            <Button onClick={() => go('/tramitesonline/datos-personales')}>
              Revisar mis datos
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

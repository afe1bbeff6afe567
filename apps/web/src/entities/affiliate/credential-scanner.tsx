import '@/components/dialogs/modal-styles';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { formatAffiliateNumber, parseCredentialPayload } from '@portal/domain/affiliates';
import { useEffect, useRef, useState } from 'react';
import { MODAL_DEFAULTS } from '@/components/dialogs/modal-props';
import { createFrameDecoder, type FrameDecoder } from './credential-decoder';

export const SCANNER_MESSAGES = {
  denied:
    'No tenemos permiso para usar la cámara. Habilitala para este sitio en el navegador (el ícono junto a la dirección) o escribí el número de afiliado.',
  noCamera: 'No encontramos una cámara en este dispositivo. Escribí el número de afiliado.',
  busy: 'La cámara está en uso por otra aplicación. Cerrala y probá de nuevo, o escribí el número de afiliado.',
  failed: 'No pudimos abrir la cámara. Probá de nuevo o escribí el número de afiliado.',
  aim: 'Apuntá la cámara al código QR de la credencial digital del afiliado.',
} as const;

/** getUserMedia's refusals, in words a front desk can act on. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return SCANNER_MESSAGES.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return SCANNER_MESSAGES.noCamera;
  if (name === 'NotReadableError' || name === 'AbortError') return SCANNER_MESSAGES.busy;
  return SCANNER_MESSAGES.failed;
}

/** A few reads a second are plenty to catch a held-up credential, and spare a phone's battery. */
const SCAN_INTERVAL_MS = 200;

interface Props {
  /** The number as the field shows it ("30000001 1 01"). */
  onNumber: (text: string) => void;
  onClose: () => void;
}

/**
 * The camera, read until a credential's code shows up. Without a camera (none, refused, busy)
 * it says why in Spanish and the number can still be typed. The stream stops on close.
 */
export default function CredentialScanner({ onNumber, onClose }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notCredential, setNotCredential] = useState<string | null>(null);
  const [reader, setReader] = useState<FrameDecoder['kind'] | null>(null);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      const video = videoRef.current;
      if (stopped || !video) return;
      video.srcObject = stream;
      await video.play();
      const { decode, kind } = await createFrameDecoder();
      if (stopped) return;
      setReader(kind);
      const tick = async () => {
        if (stopped) return;
        const text = await decode(video).catch(() => null);
        if (stopped) return;
        if (text !== null) {
          const parsed = parseCredentialPayload(text);
          if (parsed.ok) {
            onNumber(formatAffiliateNumber(parsed.value));
            return;
          }
          setNotCredential(parsed.message);
        }
        timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    };
    start().catch((error: unknown) => {
      if (!stopped) setProblem(cameraProblem(error));
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    // One camera session per opening of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Modal opened onClose={onClose} title="Escanear credencial" {...MODAL_DEFAULTS}>
      <Stack gap="md">
        {problem ? (
          <Alert color="red" variant="light" role="alert" title="No se puede usar la cámara">
            {problem}
          </Alert>
        ) : (
          <>
            <Text size="sm">{SCANNER_MESSAGES.aim}</Text>
            <video
              ref={videoRef}
              style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 4 }}
              muted
              playsInline
              aria-label="Imagen de la cámara"
              data-reader={reader ?? undefined}
            />
            <div aria-live="polite">
              {notCredential ? (
                <Text size="sm" c="red.8">
                  {notCredential}
                </Text>
              ) : !reader ? (
                <Group gap="xs">
                  <Loader size="xs" aria-hidden />
                  <Text size="sm">Abriendo la cámara…</Text>
                </Group>
              ) : null}
            </div>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

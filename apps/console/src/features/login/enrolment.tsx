import { Code, Image, Skeleton, Stack, Text } from '@mantine/core';
import type { StaffLoginResponse } from '@portal/contracts';
import { useEffect, useState } from 'react';

type Enrolment = NonNullable<StaffLoginResponse['enrolment']>;

/** The otpauth URI as an SVG QR code; the library loads only on the enrolment screen. */
function QrCode({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 1, width: 200 }))
      .then((text) => live && setSvg(text));
    return () => {
      live = false;
    };
  }, [uri]);
  if (!svg) return <Skeleton w={200} h={200} aria-hidden />;
  return (
    <Image
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="Código QR para agregar la consola a tu aplicación de autenticación"
      w={200}
      h={200}
    />
  );
}

/** The first login: add the console to an authenticator app, by QR or by typing the secret. */
export function EnrolmentInstructions({ enrolment }: { enrolment: Enrolment }) {
  // The app shows the secret in groups of four, as it is easier to type.
  const grouped = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;
  return (
    <Stack gap="sm">
      <Text>
        Tu cuenta todavía no tiene segundo factor. Escaneá el código QR con tu aplicación de
        autenticación (Google Authenticator, Microsoft Authenticator, FreeOTP u otra) e ingresá el
        código de 6 dígitos que te muestre.
      </Text>
      <QrCode uri={enrolment.uri} />
      <Text size="sm">Si no podés escanearlo, ingresá esta clave en la aplicación:</Text>
      <Code block data-testid="totp-secret" fz="md" style={{ whiteSpace: 'pre-wrap' }}>
        {grouped}
      </Code>
    </Stack>
  );
}

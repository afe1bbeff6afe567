import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { loginRequest } from '@portal/contracts';
import { MESSAGES } from '@portal/domain/app';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_REVEAL_MS,
  sanitizeEmail,
  sanitizePassword,
} from '@portal/domain/auth';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { UntilHydrated } from '@/components/until-hydrated';
import { usePublicConfig } from '@/lib/public-config';
import { loadRecaptcha } from '@/lib/recaptcha';
import { focusFirstError } from './step-check';
import { useSignIn, type Credentials } from './use-sign-in';

/** What the user types of the login call's body (the device and the key are the portal's). */
const credentials = schemaResolver(loginRequest.pick({ email: true, password: true }), {
  sync: true,
});

/** The body's credentials as the spec cleans them (spaces, case, control characters). */
const toBody = (values: Credentials): Credentials => ({
  email: sanitizeEmail(values.email),
  password: sanitizePassword(values.password),
});

interface Props {
  /** 'header' lays the fields in a row; 'page' stacks them (login-mobile). */
  layout: 'header' | 'page';
  onSignedIn?: () => void;
}

/** The login form of spec §2: e-mail, password (max 30, auto-hiding reveal), links, button. */
export function LoginForm({ layout, onSignedIn }: Props) {
  const form = useForm<Credentials>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: (values) => credentials(toBody(values)),
  });
  const passwordId = useId();
  const passwordError = form.errors.password;
  const [revealed, setRevealed] = useState(false);
  const config = usePublicConfig().data;
  const autoHide = config?.passwordRevealAutoHide ?? false;
  const siteKey = config?.captcha.enabled ? config.captcha.siteKey : null;
  const signIn = useSignIn(onSignedIn);

  useEffect(() => {
    if (siteKey) loadRecaptcha(siteKey);
  }, [siteKey]);

  useEffect(() => {
    if (!revealed || !autoHide) return;
    const timer = setTimeout(() => setRevealed(false), PASSWORD_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [revealed, autoHide]);

  const submit = form.onSubmit((values) => signIn.mutate(toBody(values)), focusFirstError);

  const Fields = layout === 'header' ? Group : Stack;
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Ingreso de prestadores"
      className={`login-form-${layout}`}
    >
      <UntilHydrated>
        <Fields gap="sm" align={layout === 'header' ? 'flex-end' : 'stretch'} wrap="wrap">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            withAsterisk={false}
            {...form.getInputProps('email')}
            size={layout === 'header' ? 'xs' : 'sm'}
            w={layout === 'header' ? 220 : undefined}
          />
          <PasswordInput
            label="Contraseña"
            autoComplete="current-password"
            required
            withAsterisk={false}
            maxLength={PASSWORD_MAX_LENGTH}
            {...form.getInputProps('password')}
            // Mantine's PasswordInput marks an error with styles only.
            id={passwordId}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${passwordId}-error` : undefined}
            visible={revealed}
            onVisibilityChange={setRevealed}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{
              'aria-label': revealed ? 'Ocultar contraseña' : 'Mostrar contraseña',
            }}
            size={layout === 'header' ? 'xs' : 'sm'}
            w={layout === 'header' ? 200 : undefined}
          />
          <Anchor component={Link} to="/forgot-password" size="sm">
            {MESSAGES.forgot}
          </Anchor>
          <Button type="submit" loading={signIn.isPending} size={layout === 'header' ? 'xs' : 'sm'}>
            {MESSAGES.login}
          </Button>
          <Anchor component={Link} to="/home/registracion" size="sm">
            {MESSAGES.register}
          </Anchor>
        </Fields>
      </UntilHydrated>
    </form>
  );
}

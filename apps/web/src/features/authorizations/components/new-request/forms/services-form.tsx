import type { FormErrors } from '@mantine/form';
import {
  immediateAuthorizationRequest,
  noAuthorizationRequest,
  type FiledAuthorizationResponse,
  type RudiFile,
} from '@portal/contracts';
import { DateField } from '@/components/date-field/date-field';
import { callApi } from '@/lib/call-api';
import { lookupCalls } from '@/entities/coverage/lookup-scope';
import { useHttp } from '@/lib/session/session-context';
import type { FiledRequest } from '../../../api/file-request';
import { ObservationField } from '../fields/observation-field';
import { PlaceSelect } from '../fields/place-select';
import {
  newServiceLine,
  serviceLineRules,
  ServiceLines,
  toServices,
  type ServiceLine,
} from '../fields/service-lines';
import type { RequestContext } from '../request-context';
import { requiredDocuments } from '@portal/domain/authorizations';
import { RequestFormShell } from '../request-form-shell';
import { textProps, useRequestForm } from '../use-request-form';

interface ServicesValues extends Record<string, unknown> {
  lugarAtencionPrestador: string;
  fechaOrden: string;
  prestacion: ServiceLine[];
  observacion: string;
}

type Kind = 'autorizacion-inmediata' | 'tramite-sin-autorizacion';

export const NEEDS_AUTHORIZATION = (codes: string) =>
  `Estas prestaciones requieren autorización: ${codes}. Cargalas como autorización médica o quitalas del trámite.`;

function rules(values: ServicesValues): FormErrors {
  return {
    ...serviceLineRules(values.prestacion),
    lugarAtencionPrestador: values.lugarAtencionPrestador ? null : 'Elegí el lugar de atención.',
    fechaOrden: values.fechaOrden.trim() ? null : 'Ingresá la fecha de la orden.',
  };
}

interface Props {
  kind: Kind;
  context: RequestContext;
  onFiled: (answer: FiledAuthorizationResponse) => void;
}

/**
 * autorizacion-inmediata (the insurer's rules answer at once) and tramite-sin-autorizacion
 * (services that need none: each one is checked with esautorizable before sending).
 */
export function ServicesForm({ kind, context, onFiled }: Props) {
  const http = useHttp();
  const immediate = kind === 'autorizacion-inmediata';
  const toBody = (values: ServicesValues, imagenes: RudiFile[]) => ({
    prestador: context.provider,
    lugarAtencionPrestador: Number(values.lugarAtencionPrestador) || 0,
    fechaOrden: values.fechaOrden,
    afiliado: context.afiliado,
    prestacion: toServices(values.prestacion),
    observacion: values.observacion,
    ...(immediate ? {} : { imagenes }),
  });
  const { form } = useRequestForm<ServicesValues, ReturnType<typeof toBody>>({
    initialValues: {
      lugarAtencionPrestador: '',
      fechaOrden: '',
      prestacion: [newServiceLine()],
      observacion: '',
    },
    schema: immediate ? immediateAuthorizationRequest : noAuthorizationRequest,
    toBody,
    rules,
    orderDates: { now: context.now, at: '' },
  });
  const values = form.getValues();

  const build = (formValues: ServicesValues, imagenes: RudiFile[]): FiledRequest => {
    const body = toBody(formValues, imagenes);
    return immediate
      ? { kind: 'autorizacion-inmediata', body }
      : { kind: 'tramite-sin-autorizacion', body };
  };

  // A service that needs an authorization would be refused: say which before sending.
  const checkServices = async (formValues: ServicesValues): Promise<string | null> => {
    const call = lookupCalls('autorizaciones').isAuthorizable;
    const answers = await Promise.all(
      formValues.prestacion.map(async (line) => {
        if (!line.service) return null;
        const query = { prestac: line.service.codigo, nomen: line.service.nomenclador };
        const answer = await callApi(http, call, { query }).catch(() => null);
        return answer?.esAutorizable ? line.service.codigo : null;
      }),
    );
    const needing = answers.filter((code) => code !== null);
    return needing.length > 0 ? NEEDS_AUTHORIZATION(needing.join(', ')) : null;
  };

  return (
    <RequestFormShell
      form={form}
      label={immediate ? 'Autorización inmediata' : 'Prestación sin autorización'}
      withFiles={!immediate}
      documents={requiredDocuments(kind)}
      build={build}
      {...(immediate ? {} : { beforeSend: checkServices })}
      onFiled={onFiled}
    >
      <PlaceSelect now={context.now} {...textProps(form, 'lugarAtencionPrestador')} />
      <DateField label="Fecha de la orden" required w={220} {...textProps(form, 'fechaOrden')} />
      <ServiceLines
        lines={values.prestacion}
        errors={form.errors}
        onChange={(lines) => form.setFieldValue('prestacion', lines)}
      />
      <ObservationField {...textProps(form, 'observacion')} />
    </RequestFormShell>
  );
}

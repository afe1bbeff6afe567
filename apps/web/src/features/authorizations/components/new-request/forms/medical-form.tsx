import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import {
  materialsAuthorizationRequest,
  medicalAuthorizationRequest,
  type FiledAuthorizationResponse,
  type RudiFile,
} from '@portal/contracts';
import {
  MEDICAL_AUTHORIZATION_TYPES,
  parseQuantity,
  type MedicalAuthorizationType,
  requiredDocuments,
} from '@portal/domain/authorizations';
import { DateField } from '@/components/date-field/date-field';
import type { FiledRequest } from '../../../api/file-request';
import { ObservationField } from '../fields/observation-field';
import { PlaceSelect } from '../fields/place-select';
import { QuantityField } from '@/components/quantity-field';
import {
  newServiceLine,
  serviceLineRules,
  ServiceLines,
  toServices,
  type ServiceLine,
} from '../fields/service-lines';
import type { RequestContext } from '../request-context';
import { RequestFormShell } from '../request-form-shell';
import { textProps, useRequestForm } from '../use-request-form';

interface MaterialLine {
  key: number;
  descripcion: string;
  /** As typed: the schema refuses what is no whole number from 1 to the limit. */
  cantidad: string;
}

let nextMaterial = 1;
const newMaterial = (): MaterialLine => ({ key: nextMaterial++, descripcion: '', cantidad: '1' });

export interface MedicalValues extends Record<string, unknown> {
  lugarAtencionPrestador: string;
  tipoAutorizacionMedica: string;
  fechaOrden: string;
  prestacion: ServiceLine[];
  observacion: string;
  adjuntaPresupuesto: boolean;
  requiereMedicacion: boolean;
  pacienteInternado: boolean;
  ventanilla: boolean;
  requiereMaterial: boolean;
  fechaCirugia: string;
  materiales: MaterialLine[];
}

const FLAGS = [
  ['adjuntaPresupuesto', 'Adjunta presupuesto'],
  ['requiereMedicacion', 'Requiere medicación'],
  ['pacienteInternado', 'Paciente internado'],
  ['ventanilla', 'Retira por ventanilla'],
  ['requiereMaterial', 'Requiere materiales o prótesis'],
] as const;

/** The §3 medical body: fechaCirugia only for surgery, the materials only for their kind. */
function medicalBody(context: RequestContext, withMaterials: boolean) {
  return (values: MedicalValues, imagenes: RudiFile[]) => ({
    prestador: context.provider,
    emailPrestador: context.email,
    lugarAtencionPrestador: Number(values.lugarAtencionPrestador) || 0,
    adjuntaPresupuesto: values.adjuntaPresupuesto,
    requiereMedicacion: values.requiereMedicacion,
    pacienteInternado: values.pacienteInternado,
    ventanilla: values.ventanilla,
    tipoAutorizacionMedica: values.tipoAutorizacionMedica as MedicalAuthorizationType,
    observacion: values.observacion,
    fechaOrden: values.fechaOrden,
    afiliado: context.afiliado,
    imagenes,
    prestacion: toServices(values.prestacion),
    requiereMaterial: withMaterials || values.requiereMaterial,
    ...(values.tipoAutorizacionMedica === 'cirugia' ? { fechaCirugia: values.fechaCirugia } : {}),
    ...(withMaterials
      ? {
          materiales: values.materiales.map(({ descripcion, cantidad }) => ({
            descripcion,
            cantidad: parseQuantity(cantidad),
          })),
        }
      : {}),
  });
}

/**
 * The choices the schema cannot word. A field is named only when it has a problem: a null here
 * would hide the schema's own message on it (a date that is no real day).
 */
function medicalRules(values: MedicalValues): FormErrors {
  const errors: FormErrors = serviceLineRules(values.prestacion);
  if (!values.lugarAtencionPrestador) errors.lugarAtencionPrestador = 'Elegí el lugar de atención.';
  if (!values.tipoAutorizacionMedica) {
    errors.tipoAutorizacionMedica = 'Elegí el tipo de autorización.';
  }
  if (!values.fechaOrden.trim()) errors.fechaOrden = 'Ingresá la fecha de la orden.';
  if (values.tipoAutorizacionMedica === 'cirugia' && !values.fechaCirugia.trim()) {
    errors.fechaCirugia = 'Ingresá la fecha de la cirugía.';
  }
  return errors;
}

interface Props {
  context: RequestContext;
  /** autorizacion-con-materiales: the same form plus its materials list. */
  withMaterials?: boolean;
  onFiled: (answer: FiledAuthorizationResponse) => void;
}

/** autorizacion (and autorizacion-con-materiales): every §3 field of a medical authorization. */
export function MedicalForm({ context, withMaterials = false, onFiled }: Props) {
  const { form, toBody } = useRequestForm<
    MedicalValues,
    ReturnType<ReturnType<typeof medicalBody>>
  >({
    initialValues: {
      lugarAtencionPrestador: '',
      tipoAutorizacionMedica: '',
      fechaOrden: '',
      prestacion: [newServiceLine()],
      observacion: '',
      adjuntaPresupuesto: false,
      requiereMedicacion: false,
      pacienteInternado: false,
      ventanilla: false,
      requiereMaterial: withMaterials,
      fechaCirugia: '',
      materiales: withMaterials ? [newMaterial()] : [],
    },
    schema: withMaterials ? materialsAuthorizationRequest : medicalAuthorizationRequest,
    toBody: medicalBody(context, withMaterials),
    rules: medicalRules,
    orderDates: { now: context.now, at: '' },
  });
  const values = form.getValues();
  const surgery = values.tipoAutorizacionMedica === 'cirugia';

  const build = (formValues: MedicalValues, imagenes: RudiFile[]): FiledRequest =>
    withMaterials
      ? { kind: 'autorizacion-con-materiales', body: toBody(formValues, imagenes) as never }
      : { kind: 'autorizacion', body: toBody(formValues, imagenes) };

  const setMaterials = (materiales: MaterialLine[]) => form.setFieldValue('materiales', materiales);

  return (
    <RequestFormShell
      form={form}
      label={withMaterials ? 'Autorización con materiales o prótesis' : 'Autorización médica'}
      documents={requiredDocuments(
        withMaterials ? 'autorizacion-con-materiales' : 'autorizacion',
        values.tipoAutorizacionMedica,
      )}
      build={build}
      onFiled={onFiled}
    >
      <PlaceSelect now={context.now} {...textProps(form, 'lugarAtencionPrestador')} />
      <NativeSelect
        label="Tipo de autorización"
        required
        data={[
          { value: '', label: 'Seleccioná un tipo' },
          ...MEDICAL_AUTHORIZATION_TYPES.map((type) => ({
            value: type.id,
            label: type.descripcion,
          })),
        ]}
        {...form.getInputProps('tipoAutorizacionMedica')}
      />
      <DateField label="Fecha de la orden" required w={220} {...textProps(form, 'fechaOrden')} />
      {surgery && (
        <DateField
          label="Fecha de la cirugía"
          required
          w={220}
          {...textProps(form, 'fechaCirugia')}
        />
      )}
      <ServiceLines
        lines={values.prestacion}
        errors={form.errors}
        onChange={(lines) => form.setFieldValue('prestacion', lines)}
      />
      {withMaterials && (
        <Stack gap="xs">
          <Text fw={500} size="sm">
            Materiales o prótesis
          </Text>
          {values.materiales.map((material, index) => (
            <Paper key={material.key} withBorder p="sm" radius="md">
              <Group align="flex-start" gap="sm" wrap="wrap">
                <TextInput
                  label={`Material ${index + 1}`}
                  required
                  maxLength={160}
                  style={{ flex: '1 1 16rem' }}
                  {...form.getInputProps(`materiales.${index}.descripcion`)}
                />
                <QuantityField
                  label={`Cantidad del material ${index + 1}`}
                  required
                  {...form.getInputProps(`materiales.${index}.cantidad`)}
                />
                {values.materiales.length > 1 && (
                  <Button
                    variant="subtle"
                    color="red"
                    mt={24}
                    aria-label={`Quitar el material ${index + 1}`}
                    onClick={() =>
                      setMaterials(values.materiales.filter((item) => item.key !== material.key))
                    }
                  >
                    Quitar
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
          <Group>
            <Button
              variant="light"
              onClick={() => setMaterials([...values.materiales, newMaterial()])}
            >
              Agregar material
            </Button>
          </Group>
        </Stack>
      )}
      <ObservationField {...textProps(form, 'observacion')} />
      <Stack gap="xs">
        {FLAGS.filter(([flag]) => !(withMaterials && flag === 'requiereMaterial')).map(
          ([flag, label]) => (
            <Checkbox
              key={flag}
              label={label}
              {...form.getInputProps(flag, { type: 'checkbox' })}
            />
          ),
        )}
      </Stack>
    </RequestFormShell>
  );
}

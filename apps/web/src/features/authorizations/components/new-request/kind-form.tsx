import type { AuthorizationOptionsResponse, FiledAuthorizationResponse } from '@portal/contracts';
import type { AuthorizationKind } from '@portal/domain/authorizations';
import { DentalForm } from './forms/dental-form';
import { HospitalizationForm } from './forms/hospitalization-form';
import { MedicalForm } from './forms/medical-form';
import { MedicationForm } from './forms/medication-form';
import { ServicesForm } from './forms/services-form';
import { TransferForm } from './forms/transfer-form';
import type { RequestContext } from './request-context';

interface Props {
  kind: AuthorizationKind;
  context: RequestContext;
  options: AuthorizationOptionsResponse;
  onFiled: (answer: FiledAuthorizationResponse) => void;
}

/** The form of one kind of request. */
export function KindForm({ kind, context, options, onFiled }: Props) {
  const props = { context, onFiled };
  switch (kind) {
    case 'autorizacion':
      return <MedicalForm {...props} />;
    case 'autorizacion-con-materiales':
      return <MedicalForm {...props} withMaterials />;
    case 'autorizacion-inmediata':
    case 'tramite-sin-autorizacion':
      return <ServicesForm kind={kind} {...props} />;
    case 'autorizacion-medicacion-unica':
      return <MedicationForm {...props} />;
    case 'autorizacion-odontologica':
      return <DentalForm {...props} />;
    case 'traslado-programado-cimg':
      return <TransferForm {...props} />;
    case 'aviso-internacion':
      return <HospitalizationForm {...props} options={options} />;
  }
}

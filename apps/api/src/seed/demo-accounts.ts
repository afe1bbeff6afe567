import { withCheckDigit } from './cuit.ts';

/** The password of every demo account (DEMO-DATA.md). */
export const DEMO_PASSWORD = 'Prestador.2026';

export interface DemoAccount {
  email: string;
  provider: {
    id: number;
    tipo: 'P' | 'E' | 'I' | 'C';
    nombreAbre: string;
    apeRazonSocial: string;
    cuit: string;
    locality: string;
    units: number[];
    isCircle?: boolean;
    medicalHistoryEnable?: boolean;
    hospitalizationInAffiliateValidation?: boolean;
  };
  user: {
    nombre: string;
    apellido: string;
    admin: boolean;
    doc24?: boolean;
    cap?: boolean;
    termsAccepted: boolean;
  };
  /** Modules enabled; 'all' for the whole catalogue. */
  enabled: 'all' | string[];
  /** Modules enabled but switched off for this user (maintenance). */
  inactive?: string[];
}

const demoProvider = {
  id: 100001,
  tipo: 'P' as const,
  nombreAbre: 'María Laura',
  apeRazonSocial: 'González',
  cuit: withCheckDigit('2723456789'),
  locality: 'Palermo',
  units: [5],
  medicalHistoryEnable: true,
};

/** The six accounts of DEMO-DATA.md, with what each one shows. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'demo@prestadores.test',
    provider: demoProvider,
    user: {
      nombre: 'María Laura',
      apellido: 'González',
      admin: true,
      doc24: true,
      cap: true,
      termsAccepted: true,
    },
    enabled: 'all',
  },
  {
    email: 'interior@prestadores.test',
    provider: {
      id: 200001,
      tipo: 'I',
      nombreAbre: 'Sanatorio del Interior',
      apeRazonSocial: 'Sanatorio del Interior S.A.',
      cuit: withCheckDigit('3071234567'),
      locality: 'Córdoba',
      units: [6],
      hospitalizationInAffiliateValidation: true,
    },
    user: { nombre: 'Ricardo', apellido: 'Molina', admin: true, termsAccepted: true },
    enabled: 'all',
  },
  {
    email: 'subusuario@prestadores.test',
    provider: demoProvider,
    user: { nombre: 'Lucía', apellido: 'Benítez', admin: false, termsAccepted: true },
    enabled: ['validador-de-asociados', 'datos-personales', 'terminos'],
  },
  {
    email: 'terminos@prestadores.test',
    provider: {
      id: 300001,
      tipo: 'E',
      nombreAbre: 'Equipo Salud Norte',
      apeRazonSocial: 'Equipo Salud Norte S.R.L.',
      cuit: withCheckDigit('3070987654'),
      locality: 'San Isidro',
      units: [5],
    },
    user: { nombre: 'Diego', apellido: 'Acosta', admin: true, termsAccepted: false },
    enabled: 'all',
  },
  {
    email: 'mantenimiento@prestadores.test',
    provider: {
      id: 400001,
      tipo: 'P',
      nombreAbre: 'Jorge',
      apeRazonSocial: 'Ramírez',
      cuit: withCheckDigit('2018765432'),
      locality: 'Caballito',
      units: [5],
    },
    user: { nombre: 'Jorge', apellido: 'Ramírez', admin: true, termsAccepted: true },
    enabled: 'all',
    inactive: ['consulta-de-liquidacion'],
  },
  {
    email: 'colegio@prestadores.test',
    provider: {
      id: 500001,
      tipo: 'C',
      nombreAbre: 'Colegio Médico Regional',
      apeRazonSocial: 'Colegio Médico Regional',
      cuit: withCheckDigit('3069876543'),
      locality: 'Rosario',
      units: [5, 6],
      isCircle: true,
    },
    user: { nombre: 'Paula', apellido: 'Suárez', admin: true, termsAccepted: true },
    enabled: 'all',
  },
];

/** [contra, middle, inte, estado, estadoDesc, nombre, apellido, plan, requiereToken] (DEMO-DATA.md) */
export const DEMO_AFFILIATES: readonly [
  number,
  number,
  number,
  string,
  string,
  string,
  string,
  number,
  boolean,
][] = [
  [30000001, 1, 1, '1', 'Activo', 'Juan', 'Pérez', 310, false],
  [30000002, 1, 1, '2', 'Baja', 'Marta', 'Sosa', 310, false],
  [30000003, 1, 1, '1', 'Activo', 'Carlos', 'Medina', 410, true],
];

export const TERMS_TEXT = `TÉRMINOS Y CONDICIONES DE USO DEL PORTAL DE PRESTADORES

1. Objeto. El Portal de Prestadores permite a los prestadores de salud registrados realizar trámites en línea: validación de afiliados, autorizaciones, censos, consultas de liquidaciones, pagos y facturas, y gestión de casos de atención.

2. Usuarios. El prestador es responsable por el uso que hagan del portal sus usuarios y subusuarios, y por mantener la confidencialidad de sus contraseñas.

3. Datos de salud. La información de afiliados a la que se accede es confidencial y está protegida por la Ley 25.326 de Protección de Datos Personales y la Ley 26.529 de Derechos del Paciente. Sólo puede usarse para la atención y la gestión de las prestaciones.

4. Registro de actividad. Toda operación queda registrada con el usuario que la realizó, la fecha y la hora.

5. Disponibilidad. La empresa puede suspender módulos del portal por mantenimiento, informándolo en la pantalla correspondiente.

6. Modificaciones. Estos términos pueden cambiar; la nueva versión deberá aceptarse para seguir usando el portal.`;

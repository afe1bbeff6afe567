/**
 * Juan Pérez's (30000001 1 01) record for atencion-medica (DEMO-DATA.md): days are counted back
 * from the seed epoch, so every run writes the same rows.
 */

// prettier-ignore
export const DEMO_VACCINES: readonly [daysAgo: number, vacuna: string, dosis: string, lote: string, vacunatorio: string][] = [
  [20, 'Antigripal 2025 (trivalente)', 'Dosis anual', 'AG25-1187', 'Vacunatorio Centro Médico Palermo'],
  [95, 'COVID-19 (refuerzo bivalente)', 'Refuerzo', 'CV-BV-3321', 'Vacunatorio Centro Médico Palermo'],
  [400, 'Antigripal 2024 (trivalente)', 'Dosis anual', 'AG24-0932', 'Vacunatorio Belgrano'],
  [730, 'Doble adultos (difteria y tétanos)', 'Refuerzo decenal', 'DT-88412', 'Vacunatorio Belgrano'],
  [1100, 'Hepatitis B', '3.ª dosis', 'HB-20231', 'Hospital de Clínicas'],
  [1280, 'Hepatitis B', '2.ª dosis', 'HB-19876', 'Hospital de Clínicas'],
  [1310, 'Hepatitis B', '1.ª dosis', 'HB-19544', 'Hospital de Clínicas'],
  [1500, 'Neumococo conjugada 13 valente', 'Única', 'PN13-5521', 'Vacunatorio Centro Médico Palermo'],
];

/** [medicamento, presentacion, posologia] of the seeded prescriptions' items. */
const ITEMS = [
  ['Amoxicilina 500 mg', 'Comprimidos x 21', '1 comprimido cada 8 horas por 7 días'],
  ['Ibuprofeno 400 mg', 'Comprimidos x 20', '1 comprimido cada 8 horas si hay dolor'],
  ['Enalapril 10 mg', 'Comprimidos x 30', '1 comprimido por la mañana'],
  ['Atorvastatina 20 mg', 'Comprimidos x 30', '1 comprimido por la noche'],
  ['Omeprazol 20 mg', 'Cápsulas x 28', '1 cápsula en ayunas'],
  ['Paracetamol 500 mg', 'Comprimidos x 16', '1 comprimido cada 6 horas si hay fiebre'],
  ['Salbutamol 100 mcg', 'Aerosol x 200 dosis', '2 disparos cada 6 horas si hay falta de aire'],
  ['Metformina 850 mg', 'Comprimidos x 60', '1 comprimido con almuerzo y cena'],
] as const;

const DIAGNOSES = [
  ['J06.9', 'J06.9 — Infección aguda de las vías respiratorias superiores'],
  ['I10', 'I10 — Hipertensión esencial (primaria)'],
  ['E78.5', 'E78.5 — Hiperlipidemia no especificada'],
  ['K21.9', 'K21.9 — Enfermedad del reflujo gastroesofágico'],
  ['M54.5', 'M54.5 — Lumbago no especificado'],
] as const;

const PRESCRIBERS = [
  ['Dra. Ana Ríos', 'MN 112233'],
  ['Dr. Martín Sosa', 'MP 44871'],
  ['Dra. Laura Fernández', 'MN 98765'],
] as const;

export interface DemoPrescription {
  numero: string;
  daysAgo: number;
  prescriptor: string;
  matricula: string;
  diagnosisCode: string;
  diagnostico: string;
  estado: 'emitida' | 'dispensada' | 'anulada';
  items: { medicamento: string; presentacion: string; cantidad: number; posologia: string }[];
}

/** 24 prescriptions over the last year, every 15 days: three pages of 10. */
export const DEMO_PRESCRIPTIONS: readonly DemoPrescription[] = Array.from(
  { length: 24 },
  (_, index) => {
    const [prescriptor, matricula] = PRESCRIBERS[index % PRESCRIBERS.length]!;
    const [diagnosisCode, diagnostico] = DIAGNOSES[index % DIAGNOSES.length]!;
    const count = (index % 3) + 1;
    return {
      numero: String(400101 + index),
      daysAgo: 5 + index * 15,
      prescriptor,
      matricula,
      diagnosisCode,
      diagnostico,
      estado: index === 3 ? 'anulada' : index < 2 ? 'emitida' : 'dispensada',
      items: Array.from({ length: count }, (_, position) => {
        const [medicamento, presentacion, posologia] =
          ITEMS[(index + position * 3) % ITEMS.length]!;
        return { medicamento, presentacion, cantidad: 1 + (position % 2), posologia };
      }),
    };
  },
);

export interface DemoStudy {
  kind: 'informe' | 'imagen';
  daysAgo: number;
  titulo: string;
  prestador: string;
  descripcion: string;
}

export const DEMO_STUDIES: readonly DemoStudy[] = [
  {
    kind: 'informe',
    daysAgo: 12,
    titulo: 'Análisis de sangre completo',
    prestador: 'Laboratorio Central Palermo',
    descripcion:
      'Hemograma, glucemia, perfil lipídico y función renal. Colesterol LDL 142 mg/dl (elevado); resto dentro de valores de referencia.',
  },
  {
    kind: 'informe',
    daysAgo: 60,
    titulo: 'Ecografía abdominal',
    prestador: 'Centro de Diagnóstico Belgrano',
    descripcion:
      'Hígado de tamaño y ecoestructura conservados. Vesícula sin litiasis. Riñones sin alteraciones.',
  },
  {
    kind: 'informe',
    daysAgo: 210,
    titulo: 'Electrocardiograma',
    prestador: 'Consultorio Palermo',
    descripcion: 'Ritmo sinusal, frecuencia 72 por minuto. Sin alteraciones de la repolarización.',
  },
  {
    kind: 'imagen',
    daysAgo: 30,
    titulo: 'Radiografía de rodilla derecha (frente)',
    prestador: 'Centro de Diagnóstico Belgrano',
    descripcion: 'Disminución leve del espacio articular femorotibial interno.',
  },
  {
    kind: 'imagen',
    daysAgo: 30,
    titulo: 'Radiografía de rodilla derecha (perfil)',
    prestador: 'Centro de Diagnóstico Belgrano',
    descripcion: 'Sin derrame articular visible. Osteofitos marginales incipientes.',
  },
];

// prettier-ignore
export const DEMO_CARE_EVENTS: readonly {
  kind: 'consumo' | 'visita' | 'internacion';
  daysAgo: number;
  days?: number | null;
  descripcion: string;
  prestador: string;
  detalle: string;
}[] = [
  { kind: 'visita', daysAgo: 5, descripcion: 'Consulta de clínica médica', prestador: 'María Laura González', detalle: 'Control de presión arterial; se ajusta la medicación.' },
  { kind: 'visita', daysAgo: 33, descripcion: 'Consulta de traumatología', prestador: 'Dr. Martín Sosa', detalle: 'Dolor de rodilla derecha; se pide resonancia.' },
  { kind: 'visita', daysAgo: 120, descripcion: 'Consulta de cardiología', prestador: 'Dra. Laura Fernández', detalle: 'Control anual; electrocardiograma normal.' },
  { kind: 'consumo', daysAgo: 12, descripcion: 'Laboratorio: perfil completo', prestador: 'Laboratorio Central Palermo', detalle: 'Código 660475 · cantidad 1' },
  { kind: 'consumo', daysAgo: 30, descripcion: 'Radiografía de rodilla (2 exposiciones)', prestador: 'Centro de Diagnóstico Belgrano', detalle: 'Código 340101 · cantidad 2' },
  { kind: 'consumo', daysAgo: 60, descripcion: 'Ecografía abdominal', prestador: 'Centro de Diagnóstico Belgrano', detalle: 'Código 180104 · cantidad 1' },
  { kind: 'consumo', daysAgo: 210, descripcion: 'Electrocardiograma', prestador: 'Consultorio Palermo', detalle: 'Código 170101 · cantidad 1' },
  { kind: 'internacion', daysAgo: 45, days: 4, descripcion: 'Reemplazo total de cadera', prestador: 'Sanatorio Güemes', detalle: 'Internación quirúrgica en habitación compartida.' },
  { kind: 'internacion', daysAgo: 500, days: 2, descripcion: 'Neumonía adquirida en la comunidad', prestador: 'Clínica Santa Isabel', detalle: 'Internación clínica; alta con tratamiento oral.' },
];

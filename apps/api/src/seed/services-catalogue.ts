import type { CoverageModality } from '@portal/domain/coverage';

/**
 * Services beyond the demo codes, so type-ahead and agreements have a realistic catalogue.
 * [codigo, nomenclador, descripcion, tipo, carac, modality, exceptuada]
 */
export const EXTRA_SERVICES: readonly [
  number,
  string,
  string,
  string,
  string,
  CoverageModality,
  'S' | 'N',
][] = [
  [420301, 'NN', 'Consulta médica domiciliaria', 'C', 'A', 'AP', 'N'],
  [420401, 'NN', 'Consulta en guardia', 'C', 'A', 'AP', 'N'],
  [420501, 'NN', 'Consulta de especialista', 'C', 'A', 'AP', 'N'],
  [420601, 'NN', 'Teleconsulta médica', 'C', 'A', 'AP', 'N'],
  [170102, 'NN', 'Ergometría', 'C', 'A', 'AP', 'N'],
  [170103, 'NN', 'Holter de 24 horas', 'C', 'A', 'AM', 'N'],
  [170104, 'NN', 'Ecocardiograma Doppler color', 'C', 'A', 'AP', 'N'],
  [170105, 'NN', 'Monitoreo ambulatorio de presión arterial (MAPA)', 'C', 'A', 'AM', 'N'],
  [180101, 'NN', 'Ecografía ginecológica', 'C', 'A', 'AP', 'N'],
  [180102, 'NN', 'Ecografía obstétrica', 'C', 'A', 'AP', 'N'],
  [180103, 'NN', 'Ecografía tiroidea', 'C', 'A', 'AP', 'N'],
  [180104, 'NN', 'Ecografía renal y vesical', 'C', 'A', 'AP', 'N'],
  [180105, 'NN', 'Ecografía mamaria bilateral', 'C', 'A', 'AP', 'N'],
  [180107, 'NN', 'Ecografía Doppler venoso de miembros inferiores', 'C', 'A', 'AM', 'N'],
  [180108, 'NN', 'Ecografía de partes blandas', 'C', 'A', 'AP', 'N'],
  [340101, 'NN', 'Radiografía de tórax (frente y perfil)', 'C', 'A', 'AP', 'N'],
  [340102, 'NN', 'Radiografía de columna lumbosacra', 'C', 'A', 'AP', 'N'],
  [340103, 'NN', 'Radiografía de rodilla', 'C', 'A', 'AP', 'N'],
  [340104, 'NN', 'Mamografía bilateral', 'C', 'A', 'AP', 'N'],
  [340105, 'NN', 'Densitometría ósea', 'C', 'A', 'AP', 'N'],
  [340202, 'NN', 'Tomografía computada de cerebro', 'C', 'A', 'SA', 'N'],
  [340203, 'NN', 'Tomografía computada de abdomen y pelvis', 'C', 'A', 'SA', 'N'],
  [340204, 'NN', 'Resonancia magnética de rodilla', 'C', 'A', 'SA', 'N'],
  [340205, 'NN', 'Resonancia magnética de columna lumbar', 'C', 'A', 'SA', 'N'],
  [660002, 'NB', 'Eritrosedimentación', 'C', 'A', 'AP', 'N'],
  [660003, 'NB', 'Uremia', 'C', 'A', 'AP', 'N'],
  [660004, 'NB', 'Creatininemia', 'C', 'A', 'AP', 'N'],
  [660005, 'NB', 'Colesterol total', 'C', 'A', 'AP', 'N'],
  [660006, 'NB', 'Colesterol HDL', 'C', 'A', 'AP', 'N'],
  [660007, 'NB', 'Triglicéridos', 'C', 'A', 'AP', 'N'],
  [660008, 'NB', 'Hepatograma', 'C', 'A', 'AP', 'N'],
  [660009, 'NB', 'Orina completa', 'C', 'A', 'AP', 'N'],
  [660010, 'NB', 'Urocultivo', 'C', 'A', 'AP', 'N'],
  [660011, 'NB', 'Tirotrofina (TSH)', 'C', 'A', 'AP', 'N'],
  [660012, 'NB', 'Tiroxina libre (T4 libre)', 'C', 'A', 'AP', 'N'],
  [660013, 'NB', 'Hemoglobina glicosilada (HbA1c)', 'C', 'A', 'AP', 'N'],
  [660014, 'NB', 'Antígeno prostático específico (PSA)', 'C', 'A', 'AP', 'N'],
  [660015, 'NB', 'Vitamina D (25-hidroxivitamina D)', 'C', 'A', 'AM', 'N'],
  [660016, 'NB', 'Coagulograma básico', 'C', 'A', 'AP', 'N'],
  [660017, 'NB', 'Ferritina', 'C', 'A', 'AP', 'N'],
  [660018, 'NB', 'Serología para VIH', 'C', 'A', 'AP', 'N'],
  [660019, 'NB', 'Prueba de embarazo en sangre (subunidad beta)', 'C', 'A', 'AP', 'N'],
  [660020, 'NB', 'Estudio genético de panel hereditario', 'C', 'A', 'SA', 'N'],
  [10102, 'NO', 'Obturación con amalgama', '1', 'A', 'AP', 'N'],
  [10103, 'NO', 'Obturación con resina compuesta', '1', 'A', 'AP', 'N'],
  [10104, 'NO', 'Tratamiento de conducto unirradicular', '1', 'A', 'AP', 'N'],
  [10105, 'NO', 'Extracción dentaria simple', '1', 'A', 'AP', 'N'],
  [10106, 'NO', 'Limpieza y tartrectomía', '1', 'A', 'AP', 'N'],
  [10107, 'NO', 'Radiografía periapical', '1', 'A', 'AP', 'N'],
  [10108, 'NO', 'Ortodoncia (etapa inicial)', '1', 'A', 'AM', 'N'],
  [10109, 'NO', 'Implante dental', '1', 'A', 'NC', 'N'],
  [10110, 'NO', 'Blanqueamiento dental', '1', 'A', 'NC', 'N'],
  [250102, 'NN', 'Sesión de fonoaudiología', 'C', 'A', 'AP', 'N'],
  [250103, 'NN', 'Sesión de terapia ocupacional', 'C', 'A', 'AM', 'N'],
  [250104, 'NN', 'Sesión de psicoterapia individual', 'C', 'A', 'AP', 'N'],
  [250105, 'NN', 'Sesión de rehabilitación cardiovascular', 'C', 'A', 'AM', 'N'],
  [250106, 'NN', 'Acompañamiento terapéutico (hora)', '9', 'A', 'SA', 'N'],
  [220101, 'NN', 'Fondo de ojo', 'C', 'A', 'AP', 'N'],
  [220102, 'NN', 'Campo visual computarizado', 'C', 'A', 'AP', 'N'],
  [220103, 'NN', 'Tonometría', 'C', 'A', 'AP', 'N'],
  [220104, 'NN', 'Cirugía de cataratas con lente intraocular', 'C', 'Q', 'AP', 'S'],
  [230101, 'NN', 'Audiometría tonal', 'C', 'A', 'AP', 'N'],
  [230102, 'NN', 'Impedanciometría', 'C', 'A', 'AP', 'N'],
  [230103, 'NN', 'Videolaringoscopía', 'C', 'A', 'AM', 'N'],
  [290101, 'NN', 'Videoendoscopía digestiva alta', 'C', 'A', 'AP', 'S'],
  [290102, 'NN', 'Videocolonoscopía', 'C', 'A', 'AP', 'S'],
  [310101, 'NN', 'Espirometría', 'C', 'A', 'AP', 'N'],
  [310102, 'NN', 'Polisomnografía', 'C', 'A', 'AM', 'N'],
  [320101, 'NN', 'Electroencefalograma', 'C', 'A', 'AP', 'N'],
  [320102, 'NN', 'Electromiograma', 'C', 'A', 'AM', 'N'],
  [120102, 'NN', 'Cirugía de baja complejidad', 'C', 'Q', 'AP', 'S'],
  [120103, 'NN', 'Cirugía de alta complejidad', 'C', 'Q', 'SA', 'N'],
  [120104, 'NN', 'Colecistectomía laparoscópica', 'C', 'Q', 'AP', 'S'],
  [120105, 'NN', 'Hernioplastia inguinal', 'C', 'Q', 'AP', 'S'],
  [120106, 'NN', 'Artroscopía de rodilla', 'C', 'Q', 'AM', 'N'],
  [430102, 'NN', 'Internación en terapia intensiva (día)', 'C', 'I', 'AP', 'S'],
  [430103, 'NN', 'Internación pediátrica (día)', 'C', 'I', 'AP', 'S'],
  [430104, 'NN', 'Parto normal con internación', 'C', 'I', 'AP', 'S'],
  [430105, 'NN', 'Cesárea con internación', 'C', 'I', 'AP', 'S'],
  [440101, 'NN', 'Traslado programado en ambulancia', '10', 'A', 'AM', 'N'],
  [440102, 'NN', 'Traslado de urgencia', '10', 'A', 'AP', 'N'],
  [450101, 'NN', 'Aplicación de vacuna antigripal', 'C', 'A', 'AP', 'N'],
  [450102, 'NN', 'Aplicación de inyectable intramuscular', 'C', 'A', 'AP', 'N'],
  [450103, 'NN', 'Nebulización', 'C', 'A', 'AP', 'N'],
  [450104, 'NN', 'Curación simple', 'C', 'A', 'AP', 'N'],
  [999902, 'NN', 'Medicina estética: tratamiento con toxina botulínica', 'C', 'A', 'NC', 'N'],
  [999903, 'NN', 'Depilación definitiva', 'C', 'A', 'NC', 'N'],
];

/** Services of the original catalogue that are excepted (they need an authorization). */
export const EXCEPTED_BASE_SERVICES: readonly number[] = [120101, 430101];

/**
 * Copayment in pesos: consultations (codes 42xxxx) and physical therapy sessions (25xxxx)
 * pay a copayment on the lower plans; higher plans and the corporate plan pay none.
 */
export function copagoFor(planId: number, codigo: number): number {
  const group = Math.floor(codigo / 10_000);
  const isConsultation = group === 42;
  const isSession = group === 25;
  if (!isConsultation && !isSession) return 0;
  if (planId === 210 || planId === 310) return isConsultation ? 2_500 : 1_800;
  if (planId === 410 || planId === 450) return isConsultation ? 1_500 : 1_000;
  return 0;
}

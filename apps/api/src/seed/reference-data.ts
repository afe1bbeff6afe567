/** Reference data of Argentina: provinces (INDEC codes) and localities with partido and CP. */
export const PROVINCES: readonly [number, string][] = [
  [2, 'Ciudad Autónoma de Buenos Aires'], [6, 'Buenos Aires'], [10, 'Catamarca'], [14, 'Córdoba'],
  [18, 'Corrientes'], [22, 'Chaco'], [26, 'Chubut'], [30, 'Entre Ríos'], [34, 'Formosa'],
  [38, 'Jujuy'], [42, 'La Pampa'], [46, 'La Rioja'], [50, 'Mendoza'], [54, 'Misiones'],
  [58, 'Neuquén'], [62, 'Río Negro'], [66, 'Salta'], [70, 'San Juan'], [74, 'San Luis'],
  [78, 'Santa Cruz'], [82, 'Santa Fe'], [86, 'Santiago del Estero'], [90, 'Tucumán'],
  [94, 'Tierra del Fuego, Antártida e Islas del Atlántico Sur'],
];

/** [province, partido, locality, postal code] */
export const LOCALITIES: readonly [number, string, string, string][] = [
  [2, 'Comuna 1', 'San Nicolás', 'C1035'], [2, 'Comuna 2', 'Recoleta', 'C1113'], [2, 'Comuna 6', 'Caballito', 'C1405'],
  [2, 'Comuna 13', 'Belgrano', 'C1428'], [2, 'Comuna 14', 'Palermo', 'C1425'], [2, 'Comuna 12', 'Villa Urquiza', 'C1431'],
  [2, 'Comuna 10', 'Floresta', 'C1407'], [2, 'Comuna 4', 'Barracas', 'C1269'],
  [6, 'La Plata', 'La Plata', 'B1900'], [6, 'General Pueyrredón', 'Mar del Plata', 'B7600'], [6, 'Bahía Blanca', 'Bahía Blanca', 'B8000'],
  [6, 'La Matanza', 'San Justo', 'B1754'], [6, 'Lomas de Zamora', 'Lomas de Zamora', 'B1832'], [6, 'Quilmes', 'Quilmes', 'B1878'],
  [6, 'San Isidro', 'San Isidro', 'B1642'], [6, 'Vicente López', 'Olivos', 'B1636'], [6, 'Morón', 'Morón', 'B1708'],
  [6, 'Tigre', 'Tigre', 'B1648'], [6, 'Pilar', 'Pilar', 'B1629'], [6, 'Tandil', 'Tandil', 'B7000'],
  [6, 'Junín', 'Junín', 'B6000'], [6, 'Pergamino', 'Pergamino', 'B2700'], [6, 'Olavarría', 'Olavarría', 'B7400'],
  [10, 'Capital', 'San Fernando del Valle de Catamarca', 'K4700'], [10, 'Andalgalá', 'Andalgalá', 'K4740'],
  [14, 'Capital', 'Córdoba', 'X5000'], [14, 'Río Cuarto', 'Río Cuarto', 'X5800'], [14, 'Punilla', 'Villa Carlos Paz', 'X5152'],
  [14, 'General San Martín', 'Villa María', 'X5900'], [14, 'San Justo', 'San Francisco', 'X2400'],
  [18, 'Capital', 'Corrientes', 'W3400'], [18, 'Goya', 'Goya', 'W3450'], [18, 'Paso de los Libres', 'Paso de los Libres', 'W3230'],
  [22, 'San Fernando', 'Resistencia', 'H3500'], [22, 'Comandante Fernández', 'Presidencia Roque Sáenz Peña', 'H3700'],
  [26, 'Rawson', 'Rawson', 'U9103'], [26, 'Escalante', 'Comodoro Rivadavia', 'U9000'], [26, 'Biedma', 'Puerto Madryn', 'U9120'],
  [26, 'Rawson', 'Trelew', 'U9100'],
  [30, 'Paraná', 'Paraná', 'E3100'], [30, 'Concordia', 'Concordia', 'E3200'], [30, 'Gualeguaychú', 'Gualeguaychú', 'E2820'],
  [34, 'Formosa', 'Formosa', 'P3600'], [34, 'Pilcomayo', 'Clorinda', 'P3610'],
  [38, 'Doctor Manuel Belgrano', 'San Salvador de Jujuy', 'Y4600'], [38, 'San Pedro', 'San Pedro de Jujuy', 'Y4500'],
  [42, 'Capital', 'Santa Rosa', 'L6300'], [42, 'Maracó', 'General Pico', 'L6360'],
  [46, 'Capital', 'La Rioja', 'F5300'], [46, 'Chilecito', 'Chilecito', 'F5360'],
  [50, 'Capital', 'Mendoza', 'M5500'], [50, 'Godoy Cruz', 'Godoy Cruz', 'M5501'], [50, 'San Rafael', 'San Rafael', 'M5600'],
  [50, 'Guaymallén', 'Villa Nueva', 'M5521'],
  [54, 'Capital', 'Posadas', 'N3300'], [54, 'Oberá', 'Oberá', 'N3360'], [54, 'Iguazú', 'Puerto Iguazú', 'N3370'],
  [58, 'Confluencia', 'Neuquén', 'Q8300'], [58, 'Confluencia', 'Cutral Có', 'Q8322'], [58, 'Lácar', 'San Martín de los Andes', 'Q8370'],
  [62, 'Adolfo Alsina', 'Viedma', 'R8500'], [62, 'Bariloche', 'San Carlos de Bariloche', 'R8400'], [62, 'General Roca', 'General Roca', 'R8332'],
  [66, 'Capital', 'Salta', 'A4400'], [66, 'Orán', 'San Ramón de la Nueva Orán', 'A4530'], [66, 'General San Martín', 'Tartagal', 'A4560'],
  [70, 'Capital', 'San Juan', 'J5400'], [70, 'Rawson', 'Villa Krause', 'J5425'],
  [74, 'Juan Martín de Pueyrredón', 'San Luis', 'D5700'], [74, 'General Pedernera', 'Villa Mercedes', 'D5730'],
  [78, 'Güer Aike', 'Río Gallegos', 'Z9400'], [78, 'Deseado', 'Caleta Olivia', 'Z9011'],
  [82, 'Rosario', 'Rosario', 'S2000'], [82, 'La Capital', 'Santa Fe', 'S3000'], [82, 'Castellanos', 'Rafaela', 'S2300'],
  [82, 'General López', 'Venado Tuerto', 'S2600'], [82, 'San Lorenzo', 'San Lorenzo', 'S2200'],
  [86, 'Capital', 'Santiago del Estero', 'G4200'], [86, 'Banda', 'La Banda', 'G4300'],
  [90, 'Capital', 'San Miguel de Tucumán', 'T4000'], [90, 'Cruz Alta', 'Banda del Río Salí', 'T4109'], [90, 'Yerba Buena', 'Yerba Buena', 'T4107'],
  [94, 'Ushuaia', 'Ushuaia', 'V9410'], [94, 'Río Grande', 'Río Grande', 'V9420'],
];

/** [id, descripcion, seccion] — seccion 1 specialties, 2 urgent care (spec §9). */
export const SPECIALTIES: readonly [number, string, number][] = [
  [1, 'Clínica médica', 1], [2, 'Pediatría', 1], [3, 'Cardiología', 1], [4, 'Dermatología', 1],
  [5, 'Ginecología y obstetricia', 1], [6, 'Traumatología y ortopedia', 1], [7, 'Oftalmología', 1],
  [8, 'Otorrinolaringología', 1], [9, 'Gastroenterología', 1], [10, 'Neurología', 1], [11, 'Urología', 1],
  [12, 'Endocrinología', 1], [13, 'Neumonología', 1], [14, 'Psiquiatría', 1], [15, 'Psicología', 1],
  [16, 'Nutrición', 1], [17, 'Kinesiología', 1], [18, 'Odontología', 1], [19, 'Reumatología', 1],
  [20, 'Oncología', 1], [21, 'Nefrología', 1], [22, 'Infectología', 1], [23, 'Alergia e inmunología', 1],
  [24, 'Fonoaudiología', 1], [25, 'Hematología', 1], [26, 'Cirugía general', 1], [27, 'Diagnóstico por imágenes', 1],
  [28, 'Laboratorio de análisis clínicos', 1],
  [101, 'Guardia de clínica médica', 2], [102, 'Guardia pediátrica', 2], [103, 'Guardia de traumatología', 2],
  [104, 'Guardia de ginecología y obstetricia', 2], [105, 'Guardia odontológica', 2],
];

export const MANAGEMENT_UNITS: readonly [number, string][] = [
  [1, 'Casa central'], [2, 'Gerencia de prestaciones'], [3, 'Red odontológica'], [4, 'Red de farmacias'],
  [5, 'AMBA'], [6, 'Interior'],
];

/** [id, prepaga, descripcion, descuento farmacia %] */
export const PLANS: readonly [number, number, string, number][] = [
  [210, 1, 'Plan 210', 40], [310, 1, 'Plan 310', 40], [410, 1, 'Plan 410', 50], [450, 1, 'Plan 450', 50],
  [510, 1, 'Plan 510', 60], [610, 1, 'Plan 610', 70], [900, 4, 'Plan Corporativo 900', 40],
];

/** [codigo, nomenclador, descripcion, tipo, carac] */
export const SERVICES: readonly [number, string, string, string, string][] = [
  [420101, 'NN', 'Consulta médica en consultorio', 'C', 'A'],
  [180106, 'NN', 'Ecografía abdominal completa', 'C', 'A'],
  [340201, 'NN', 'Resonancia magnética nuclear de una región', 'C', 'A'],
  [999901, 'NN', 'Tratamiento estético no reconocido', 'C', 'A'],
  [420201, 'NN', 'Consulta pediátrica', 'C', 'A'],
  [170101, 'NN', 'Electrocardiograma', 'C', 'A'],
  [660001, 'NB', 'Hemograma completo', 'C', 'A'],
  [660475, 'NB', 'Glucemia', 'C', 'A'],
  [10101, 'NO', 'Consulta odontológica', '1', 'A'],
  [250101, 'NN', 'Sesión de kinesiología', 'C', 'A'],
  [430101, 'NN', 'Internación clínica (día)', 'C', 'I'],
  [120101, 'NN', 'Cirugía de mediana complejidad', 'C', 'Q'],
];

/** Modalities of the demo codes (DEMO-DATA.md); other services are approved (AP). */
export const DEMO_MODALITIES: Readonly<Record<number, 'AP' | 'AM' | 'SA' | 'NC'>> = {
  420101: 'AP',
  180106: 'AM',
  340201: 'SA',
  999901: 'NC',
};

export const FIRST_NAMES = [
  'Juan', 'María', 'Carlos', 'Ana', 'Luis', 'Laura', 'Jorge', 'Lucía', 'Diego', 'Sofía', 'Martín', 'Valentina',
  'Pablo', 'Camila', 'Sergio', 'Florencia', 'Gustavo', 'Julieta', 'Ricardo', 'Paula', 'Fernando', 'Agustina',
  'Alejandro', 'Micaela', 'Hernán', 'Carolina', 'Matías', 'Romina', 'Nicolás', 'Gabriela',
] as const;

export const LAST_NAMES = [
  'González', 'Rodríguez', 'Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez', 'García', 'Sánchez',
  'Romero', 'Sosa', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Benítez', 'Acosta', 'Medina',
  'Herrera', 'Suárez', 'Aguirre', 'Giménez', 'Gutiérrez', 'Pereyra', 'Rojas', 'Molina', 'Castro', 'Ortiz',
] as const;

export const INSTITUTION_PREFIXES = ['Sanatorio', 'Clínica', 'Centro Médico', 'Instituto', 'Policlínico', 'Consultorios'] as const;

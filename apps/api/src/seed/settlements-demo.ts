import {
  DEBIT_REASONS,
  SETTLEMENT_ERROR_REASONS,
  addMonths,
  settlementTotals,
  type SettlementState,
} from '@portal/domain/settlements';
import { seededRandom, type Random } from './random.ts';

/*
 * demo@'s and interior@'s 24 months of settlements (DEMO-DATA.md), built here in plain data so
 * every figure is a sum the domain computed: each settlement's totals are `settlementTotals` of
 * its own lines.
 */

export interface DemoPatient {
  contra: number;
  middle: number;
  inte: number;
  nombre: string;
}

export interface DemoLine {
  fecha: string;
  contra: number;
  middle: number;
  inte: number;
  affiliateName: string;
  serviceCode: string;
  serviceName: string;
  amountCents: number;
}

export interface DemoSettlement {
  providerId: number;
  expediente: number;
  period: number;
  settledOn: string;
  state: SettlementState;
  lines: (DemoLine & { serviceType: string; placeName: string; quantity: number })[];
  debits: (DemoLine & { reasonCode: string; reasonText: string })[];
  errors: (DemoLine & { reasonCode: string; reasonText: string })[];
  copays: DemoLine[];
  vouchers: { kind: string; number: string; issuedOn: string; amountCents: number }[];
  totals: ReturnType<typeof settlementTotals>;
}

/** The providers with hand-made settlements: expedientes `base + 1` (oldest) to `base + 24`. */
export const DEMO_SETTLEMENT_PROVIDERS = [
  {
    providerId: 100001,
    expedienteBase: 1_100_000,
    pointOfSale: 3,
    places: ['Consultorio Palermo', 'Consultorio Belgrano'],
  },
  {
    providerId: 200001,
    expedienteBase: 1_200_000,
    pointOfSale: 7,
    places: [
      'Sanatorio del Interior - Sede Central',
      'Sanatorio del Interior - Consultorios Externos',
    ],
  },
] as const;

/** [code, name, type, unit price in cents] */
const SERVICES: readonly [string, string, string, number][] = [
  ['420101', 'Consulta médica', 'Consultas', 1_250_000],
  ['420501', 'Consulta de especialista', 'Consultas', 1_830_050],
  ['180104', 'Ecografía renal y vesical', 'Diagnóstico por imágenes', 3_412_075],
  ['170102', 'Ergometría', 'Prácticas cardiológicas', 4_150_000],
  ['660475', 'Hemograma completo', 'Laboratorio', 620_033],
  ['250102', 'Sesión de kinesiología', 'Rehabilitación', 905_010],
];

const iso = (period: number, day: number) =>
  `${Math.floor(period / 100)}-${String(period % 100).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A settled line's service fields, without what only the detail table keeps. */
const serviceFields = (line: DemoLine): DemoLine => ({
  fecha: line.fecha,
  contra: line.contra,
  middle: line.middle,
  inte: line.inte,
  affiliateName: line.affiliateName,
  serviceCode: line.serviceCode,
  serviceName: line.serviceName,
  amountCents: line.amountCents,
});

function serviceLine(random: Random, period: number, patients: readonly DemoPatient[]) {
  const patient = random.pick(patients);
  const [serviceCode, serviceName, serviceType, price] = random.pick(SERVICES);
  const quantity = random.int(1, 3);
  return {
    fecha: iso(period, random.int(1, 28)),
    contra: patient.contra,
    middle: patient.middle,
    inte: patient.inte,
    affiliateName: patient.nombre,
    serviceCode,
    serviceName,
    serviceType,
    quantity,
    amountCents: price * quantity,
  };
}

/** The 24 settlements of one demo provider, oldest first, up to the month before `lastPeriod`'s next. */
export function demoSettlements(
  provider: (typeof DEMO_SETTLEMENT_PROVIDERS)[number],
  lastPeriod: number,
  today: string,
  patients: readonly DemoPatient[],
): DemoSettlement[] {
  const random = seededRandom(provider.providerId);
  return Array.from({ length: 24 }, (_, month) => {
    const period = addMonths(lastPeriod, month - 23);
    const expediente = provider.expedienteBase + month + 1;
    const lines = Array.from({ length: 8 + (month % 5) }, () => ({
      ...serviceLine(random, period, patients),
      placeName: random.pick(provider.places),
    }));
    // 1 to 3 debits a month, the reasons turning so every one appears over the year.
    const debits = lines.slice(0, 1 + (month % 3)).map((line, index) => {
      const [reasonCode, reasonText] = DEBIT_REASONS[(month * 2 + index) % DEBIT_REASONS.length]!;
      const rest = serviceFields(line);
      // A debit takes the whole line or a part of it (a price above the agreed one).
      const amountCents =
        reasonCode === 'D03' ? Math.floor(line.amountCents / 5) : line.amountCents;
      return { ...rest, amountCents, reasonCode, reasonText };
    });
    const errors = Array.from({ length: month % 3 }, (_, index) => {
      const [reasonCode, reasonText] =
        SETTLEMENT_ERROR_REASONS[(month + index) % SETTLEMENT_ERROR_REASONS.length]!;
      const rest = serviceFields(serviceLine(random, period, patients));
      return { ...rest, reasonCode, reasonText };
    });
    const copays = lines.slice(-2).map((line) => ({
      ...serviceFields(line),
      amountCents: 150_000 + random.int(0, 4) * 25_050,
    }));
    const totals = settlementTotals({
      details: lines.map((line) => ({ cents: line.amountCents })),
      debits: debits.map((line) => ({ cents: line.amountCents })),
      copays: copays.map((line) => ({ cents: line.amountCents })),
    });
    const next = addMonths(period, 1);
    const settledOn = iso(next, 5) > today ? today : iso(next, 5);
    const number = (serial: number) =>
      `${String(provider.pointOfSale).padStart(4, '0')}-${String(serial).padStart(8, '0')}`;
    const vouchers = [
      {
        kind: 'Factura B',
        number: number(1000 + month),
        issuedOn: iso(next, 1) > today ? today : iso(next, 1),
        amountCents: totals.grossCents,
      },
      ...(totals.debitsCents > 0
        ? [
            {
              kind: 'Nota de crédito B',
              number: number(500 + month),
              issuedOn: settledOn,
              amountCents: totals.debitsCents,
            },
          ]
        : []),
    ];
    const state: SettlementState = month === 23 ? 'Liquidada' : 'Pagada';
    return {
      providerId: provider.providerId,
      expediente,
      period,
      settledOn,
      state,
      lines,
      debits,
      errors,
      copays,
      vouchers,
      totals,
    };
  });
}

import { describe, expect, it } from 'vitest';
import {
  areaIdFor,
  areaOfId,
  areaOfWorkflow,
  AUTHORIZATION_CATEGORIES,
  authorizationCategory,
  caseSearchArea,
  contractingRoute,
  newCaseRoute,
  replyWorkflow,
  SETTLEMENT_ROUTE,
} from './areas.ts';

describe('case search area (spec §5: area 2 maps to 17 for the interior ambit)', () => {
  it.each([
    [2, 'I', 17],
    [2, 'A', 2],
    [17, 'I', 17],
    [17, 'A', 17],
    [9, 'I', 9],
    [24, 'I', 24],
    [24, 'A', 24],
  ] as const)('area %i in ambit %s is searched as %i', (area, ambit, expected) => {
    expect(caseSearchArea(area, ambit)).toBe(expected);
  });
});

describe('areas and their ids', () => {
  it.each([
    [2, 'contrataciones'],
    [17, 'contrataciones'],
    [9, 'autorizaciones'],
    [24, 'liquidaciones'],
    [3, null],
    [0, null],
  ] as const)('area id %i is %s', (id, area) => {
    expect(areaOfId(id)).toBe(area);
  });

  it.each([
    ['contrataciones', 'A', 2],
    ['contrataciones', 'I', 17],
    ['autorizaciones', 'A', 9],
    ['autorizaciones', 'I', 9],
    ['liquidaciones', 'I', 24],
  ] as const)('%s in ambit %s has id %i', (area, ambit, id) => {
    expect(areaIdFor(area, ambit)).toBe(id);
  });
});

describe('workflows and submotivos (spec §5)', () => {
  it('contracting goes to the interior workflow with submotivo 17 for interior providers', () => {
    expect(contractingRoute('I')).toEqual({
      workflow: 'AMB_CAP_CONTRATACIONES_INTERIOR',
      submotivo: 17,
    });
  });

  it('contracting goes to the AMBA workflow with submotivo 2 for AMBA providers', () => {
    expect(contractingRoute('A')).toEqual({
      workflow: 'AMB_CAP_CONTRATACIONES_AMBA_BSAS',
      submotivo: 2,
    });
  });

  it('settlements go to AMB_CAP_LIQUIDACIONES with submotivo 24', () => {
    expect(SETTLEMENT_ROUTE).toEqual({ workflow: 'AMB_CAP_LIQUIDACIONES', submotivo: 24 });
    expect(newCaseRoute('liquidaciones', 'I')).toEqual(SETTLEMENT_ROUTE);
  });

  it.each([
    [1, 'Prácticas y Cirugías', 9, 'AMB_CAP_AUTORIZACIONES'],
    [2, 'Cirugía con materiales y prótesis', 18, 'AMB_CAP_PROTESIS'],
    [3, 'Medicación con o sin Prestación', 8, 'AMB_CAP_FARMACIA_AUT'],
    [4, 'Práctica o Cirugía con material y medicación', 18, 'AMB_CAP_PROTESIS'],
  ])('authorization category %i "%s": submotivo %i, %s', (id, label, submotivo, workflow) => {
    expect(authorizationCategory(id)).toEqual({ id, descripcion: label, submotivo, workflow });
    expect(newCaseRoute('autorizaciones', 'A', id)).toEqual({ workflow, submotivo });
  });

  it('the table has exactly the four categories of the spec', () => {
    expect(AUTHORIZATION_CATEGORIES.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it.each([undefined, 0, 5])(
    'an authorization case without a known category (%s) has no route',
    (id) => {
      expect(newCaseRoute('autorizaciones', 'A', id)).toBeNull();
    },
  );

  it.each([
    ['contrataciones', 'AMB_CONTRATACIONES_ENTRADA'],
    ['autorizaciones', 'AMB_AUTORIZACIONES_ENTRADA'],
    ['liquidaciones', 'AMB_LIQUIDACIONES_ENTRADA'],
  ] as const)('a reply in %s enters through %s', (area, workflow) => {
    expect(replyWorkflow(area)).toBe(workflow);
  });

  it.each([
    ['AMB_CAP_CONTRATACIONES_INTERIOR', 'contrataciones'],
    ['AMB_CAP_CONTRATACIONES_AMBA_BSAS', 'contrataciones'],
    ['AMB_CAP_AUTORIZACIONES', 'autorizaciones'],
    ['AMB_CAP_PROTESIS', 'autorizaciones'],
    ['AMB_CAP_FARMACIA_AUT', 'autorizaciones'],
    ['AMB_CAP_LIQUIDACIONES', 'liquidaciones'],
    ['AMB_CAP_CONTRATACIONES_OTRA', null],
    ['AMB_LIQUIDACIONES_ENTRADA', null],
    ['', null],
  ] as const)('workflow %j belongs to %s', (workflow, area) => {
    expect(areaOfWorkflow(workflow)).toBe(area);
  });
});

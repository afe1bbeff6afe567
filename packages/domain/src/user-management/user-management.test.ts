import { describe, expect, it } from 'vitest';
import { USER_DOCUMENT_TYPE_IDS, USER_MANAGEMENT_MESSAGES } from './constants.ts';
import { documentNumberProblem } from './document.ts';
import {
  grantableModules,
  grantedModules,
  groupModulesLikeMenu,
  ungrantableModules,
} from './grantable.ts';
import { changeRefusal, deleteRefusal } from './rules.ts';
import { teamActivityCsv, teamActivityDetail, teamActivityText } from './activity.ts';

describe('grantable modules', () => {
  it('are the modules the admins have, without user management and the terms', () => {
    const grantable = grantableModules([
      'validador-de-asociados',
      'gestion-usuarios',
      'registrar-usuarios',
      'modificar-usuario',
      'terminos',
      'censos',
    ]);
    expect([...grantable].sort()).toEqual(['censos', 'validador-de-asociados']);
  });

  it('names the modules the provider does not have, once each', () => {
    const grantable = grantableModules(['validador-de-asociados']);
    expect(
      ungrantableModules(
        ['validador-de-asociados', 'censos', 'censos', 'gestion-usuarios'],
        grantable,
      ),
    ).toEqual(['censos', 'gestion-usuarios']);
  });

  it('always adds the terms to what a user is granted, and user management to an admin', () => {
    expect(grantedModules(['censos'])).toEqual(['censos', 'terminos']);
    expect(grantedModules(['censos'], true)).toEqual([
      'censos',
      'terminos',
      'gestion-usuarios',
      'registrar-usuarios',
      'modificar-usuario',
    ]);
  });

  it('groups the checkboxes like the menu, abilities beside connectivity and the rest last', () => {
    const groups = groupModulesLikeMenu([
      { id: 'elegibilidad', titulo: 'Elegibilidad' },
      { id: 'consulta-de-liquidacion', titulo: 'Consulta de liquidación' },
      { id: 'validador-de-asociados', titulo: 'Validar afiliado' },
      { id: 'practicas', titulo: 'Guías' },
      { id: 'atencion-medica', titulo: 'Atención médica' },
      { id: 'datos-personales', titulo: 'Mis datos' },
    ]);
    expect(groups.map((group) => [group.label, group.modules.map((entry) => entry.id)])).toEqual([
      ['Contrataciones', ['practicas']],
      ['Autorizaciones', ['elegibilidad', 'validador-de-asociados']],
      ['Liquidaciones', ['consulta-de-liquidacion']],
      ['Actualización de datos', ['datos-personales']],
      ['Más servicios', ['atencion-medica']],
    ]);
  });
});

describe('document numbers by type', () => {
  it.each([
    ['DU', '30.123.456', null],
    ['DU', '301234', 'El número de documento debe tener 7 u 8 dígitos.'],
    ['LC', '1234567', null],
    ['LE', '12A4567', 'El número de documento debe tener 6 a 8 dígitos.'],
    ['PA', 'aab123456', null],
    ['PA', 'ABCDEFG', 'El número de documento debe tener 6 a 9 letras o dígitos.'],
    ['CI', '123456789', null],
    ['CI', '1234567890', 'El número de documento debe tener 6 a 9 dígitos.'],
  ] as const)('%s %s → %s', (type, number, problem) => {
    expect(documentNumberProblem(type, number)).toBe(problem);
  });

  it('knows the five types of the reference list', () => {
    expect(USER_DOCUMENT_TYPE_IDS).toEqual(['DU', 'LC', 'LE', 'PA', 'CI']);
  });
});

describe('what an admin may not do', () => {
  const admin = { userId: 1, admin: true };
  const subUser = { userId: 2, admin: false };

  it('a sub-user manages nobody', () => {
    expect(deleteRefusal(subUser, 3)).toBe(USER_MANAGEMENT_MESSAGES.adminOnly);
    expect(changeRefusal(subUser, 2, { admin: true })).toBe(USER_MANAGEMENT_MESSAGES.adminOnly);
  });

  it('an admin does not delete itself, drop its own admin flag or deactivate itself', () => {
    expect(deleteRefusal(admin, 1)).toBe(USER_MANAGEMENT_MESSAGES.selfDelete);
    expect(changeRefusal(admin, 1, { admin: false })).toBe(USER_MANAGEMENT_MESSAGES.ownAdminFlag);
    expect(changeRefusal(admin, 1, { estado: 'Inactivo' })).toBe(USER_MANAGEMENT_MESSAGES.ownState);
  });

  it('an admin changes its own name and manages the rest of its team', () => {
    expect(changeRefusal(admin, 1, { admin: true, estado: 'Activo' })).toBeNull();
    expect(changeRefusal(admin, 2, { admin: false, estado: 'Inactivo' })).toBeNull();
    expect(deleteRefusal(admin, 2)).toBeNull();
  });
});

describe('the team activity', () => {
  it('labels the actions and keeps only the reference of the details', () => {
    expect(teamActivityText('affiliate.validation')).toBe('Validación de afiliado');
    expect(teamActivityDetail({ referencia: 'Trámite 7000101', afiliado: '30000001' })).toBe(
      'Trámite 7000101',
    );
    expect(teamActivityDetail({})).toBe('');
  });

  it('exports as an es-AR CSV', () => {
    const csv = teamActivityCsv([
      {
        fecha: '05/01/2026 09:30',
        usuario: 'Lucía Benítez',
        email: 'subusuario@prestadores.test',
        accionDesc: 'Inicio de sesión',
        detalle: '=cmd',
      },
    ]);
    expect(csv).toBe(
      "\uFEFFFecha;Usuario;E-mail;Acción;Detalle\r\n05/01/2026 09:30;Lucía Benítez;subusuario@prestadores.test;Inicio de sesión;'=cmd\r\n",
    );
  });
});

import { ABILITY_BUTTON_IDS, PERMISSION_KEYS, PRIVATE_ROUTES } from '@portal/domain/access';

const ABILITY_TITLES: Record<(typeof ABILITY_BUTTON_IDS)[number], string> = {
  'ingreso-de-prestaciones': 'Ingreso de prestaciones',
  'busqueda-de-tickets': 'Búsqueda de tickets',
  reportes: 'Reportes',
  elegibilidad: 'Elegibilidad',
};

/** One catalogue row per permission key of spec §2 and per ability button of §6. */
export function moduleCatalogue(): {
  id: string;
  titulo: string;
  sort: number;
  disponible: boolean;
}[] {
  const routeTitles = PERMISSION_KEYS.map((key) => ({
    id: key,
    titulo: PRIVATE_ROUTES.find((route) => route.permission === key)?.title ?? key,
  }));
  const abilities = ABILITY_BUTTON_IDS.map((id) => ({ id, titulo: ABILITY_TITLES[id] }));
  return [...routeTitles, ...abilities].map((entry, index) => ({
    ...entry,
    sort: index + 1,
    // Every module has its screens, so every one is available.
    disponible: true,
  }));
}

import { describe, expect, it } from 'vitest';
import { ratingAverageText } from '../ratings/average.ts';
import { shouldSuggest, localityLabel } from './autocomplete.ts';
import { directoryCardName, mapsUrl, weekHours } from './card.ts';
import { ADDRESS_DEBOUNCE_MS, ADDRESS_MIN_CHARS, DIRECTORY_PAGE_SIZE } from './constants.ts';
import { distanceKm, nearbyLocalities } from './distance.ts';
import { pageSlices, paginator } from './paginator.ts';
import {
  directorySearchFromQuery,
  directorySearchQuery,
  withDirectorySearch,
} from './search-query.ts';
import { INVALID_SECTION_MESSAGE, directorySection, sectionOfPath } from './sections.ts';

describe('the directory’s constants (spec §9)', () => {
  it('pages of 6, suggestions from 3 characters, 1000 ms after typing stops', () => {
    expect([DIRECTORY_PAGE_SIZE, ADDRESS_MIN_CHARS, ADDRESS_DEBOUNCE_MS]).toEqual([6, 3, 1000]);
  });
});

describe('section kinds: 1 specialties, 2 urgent care, 4 institutions', () => {
  it.each([
    [1, 'especialidades-medicas'],
    ['2', 'especialidades-guardias'],
    [4, 'instituciones-profesionales'],
  ])('kind %j is the page %s', (kind, path) => {
    expect(directorySection(kind)?.path).toBe(path);
    expect(sectionOfPath(path)?.kind).toBe(Number(kind));
  });

  it.each([0, 3, 5, '1a', '', null, 1.5])('kind %j is no section', (kind) => {
    expect(directorySection(kind)).toBeNull();
  });

  it('an unknown section is answered with the spec’s own words', () => {
    expect(INVALID_SECTION_MESSAGE).toBe('Invalid section type');
  });
});

describe('the locality autocomplete asks only from the third character', () => {
  it.each([
    ['', false],
    ['pa', false],
    ['  pa  ', false],
    ['pal', true],
    ['Palermo', true],
  ])('%j → %s', (text, asks) => {
    expect(shouldSuggest(text)).toBe(asks);
  });

  it('a suggestion shows locality, partido and province', () => {
    expect(localityLabel({ deno_loca: 'Palermo', deno_part: 'Comuna 14', deno_prov: 'CABA' })).toBe(
      'Palermo, Comuna 14, CABA',
    );
  });
});

describe('the first / previous / next / last paginator over pages of 6', () => {
  it('on the first of three pages only next and last move', () => {
    const pages = paginator(1, 14);
    expect(pages.pages).toBe(3);
    expect([pages.first.disabled, pages.previous.disabled]).toEqual([true, true]);
    expect([pages.next, pages.last]).toEqual([
      { page: 2, disabled: false },
      { page: 3, disabled: false },
    ]);
  });

  it('on the last page only first and previous move', () => {
    const pages = paginator(3, 14);
    expect([pages.first, pages.previous]).toEqual([
      { page: 1, disabled: false },
      { page: 2, disabled: false },
    ]);
    expect([pages.next.disabled, pages.last.disabled]).toEqual([true, true]);
  });

  it.each([
    [0, 14, 1],
    [99, 14, 3],
    [1, 0, 1],
    [2, 12, 2],
    [3, 12, 2],
  ])('page %i of %i results shows page %i', (page, total, shown) => {
    expect(paginator(page, total).page).toBe(shown);
  });
});

describe('a page over results that run locality by locality', () => {
  const counts = [
    { id: 5, n: 4 },
    { id: 4, n: 0 },
    { id: 2, n: 5 },
    { id: 15, n: 9 },
  ];

  it.each([
    [
      0,
      [
        { id: 5, offset: 0, limit: 4 },
        { id: 2, offset: 0, limit: 2 },
      ],
    ],
    [
      6,
      [
        { id: 2, offset: 2, limit: 3 },
        { id: 15, offset: 0, limit: 3 },
      ],
    ],
    [12, [{ id: 15, offset: 3, limit: 6 }]],
    [18, []],
  ])('the page from result %i reads %j', (offset, slices) => {
    expect(pageSlices(counts, offset, 6)).toEqual(slices);
  });
});

describe('results ordered by distance from the chosen locality', () => {
  const palermo = { id: 5, lat: -34.5889, lon: -58.4305 };
  const sanIsidro = { id: 15, lat: -34.4708, lon: -58.5286 };
  const laPlata = { id: 9, lat: -34.9214, lon: -57.9545 };
  const belgrano = { id: 4, lat: -34.5627, lon: -58.4583 };

  it('measures straight-line kilometres', () => {
    expect(Math.round(distanceKm(palermo, sanIsidro))).toBe(16);
    expect(Math.round(distanceKm(palermo, laPlata))).toBe(57);
    expect(distanceKm(palermo, palermo)).toBe(0);
  });

  it('keeps the localities within the radius, the chosen one first, then the nearest', () => {
    const near = nearbyLocalities(palermo, [laPlata, sanIsidro, belgrano, palermo], 40);
    expect(near.map((locality) => locality.id)).toEqual([5, 4, 15]);
  });
});

describe('the shareable search address', () => {
  it('carries the filters and reads them back', () => {
    const search = {
      especialidad: 3,
      localidad: 5,
      zona: 'Palermo, Comuna 14',
      nombre: 'Gómez',
      pagina: 2,
    };
    const query = directorySearchQuery(search);
    expect(query).toBe(
      'especialidad=3&localidad=5&zona=Palermo%2C+Comuna+14&nombre=G%C3%B3mez&pagina=2',
    );
    expect(directorySearchFromQuery(query)).toEqual(search);
  });

  it('replaces only its own keys of an address that carries others', () => {
    const next = withDirectorySearch(
      new URLSearchParams('cartilla=especialidades-guardias&especialidad=9&pagina=4'),
      { ...directorySearchFromQuery(''), localidad: 5, zona: 'Palermo' },
    );
    expect(next.toString()).toBe('localidad=5&zona=Palermo&cartilla=especialidades-guardias');
  });

  it('leaves the defaults out and falls back on them for a hand-edited link', () => {
    const empty = { especialidad: 0, localidad: 0, zona: '', nombre: '', pagina: 1 };
    expect(directorySearchFromQuery('')).toEqual(empty);
    expect(directorySearchQuery(empty)).toBe('');
    expect(directorySearchFromQuery('especialidad=abc&localidad=-1&zona=x&pagina=99999')).toEqual(
      empty,
    );
  });
});

describe('a result card', () => {
  it('links to a maps search of its address', () => {
    expect(
      mapsUrl({ calle: 'Av. Santa Fe', numero: '3450', localidad: 'Palermo', provincia: 'CABA' }),
    ).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.%20Santa%20Fe%203450%2C%20Palermo%2C%20CABA%2C%20Argentina',
    );
  });

  it('lists Monday to Friday, a day without hours as closed', () => {
    expect(weekHours({ lun: '09:00 a 17:00', mier: null })).toEqual([
      { dia: 'Lunes', horario: '09:00 a 17:00' },
      { dia: 'Martes', horario: 'Sin atención' },
      { dia: 'Miércoles', horario: 'Sin atención' },
      { dia: 'Jueves', horario: 'Sin atención' },
      { dia: 'Viernes', horario: 'Sin atención' },
    ]);
  });

  it.each([
    ['P', 'María Laura', 'González', 'María Laura González'],
    ['P', 'JUAN CARLOS', 'DE LA FUENTE', 'Juan Carlos de la Fuente'],
    ['P', '', 'Pérez', 'Pérez'],
    ['I', 'Sanatorio del Interior', 'SANATORIO DEL INTERIOR S.A.', 'Sanatorio del Interior S.A.'],
    ['E', 'Equipo Salud Norte', 'equipo salud norte srl', 'Equipo Salud Norte SRL'],
  ])('a %s card named %j %j heads with %j', (tipo, nombre, apellido, shown) => {
    expect(
      directoryCardName({ Prestad_Tipo: tipo, nombre_abre: nombre, ape_razon: apellido }),
    ).toBe(shown);
  });

  it('shows the rating with one decimal', () => {
    expect(ratingAverageText(87, 20)).toBe('4,4');
    expect(ratingAverageText(0, 0)).toBe('Sin calificaciones');
  });
});

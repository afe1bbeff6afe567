import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import {
  COMMENTS,
  SAVE,
  SETTINGS,
  SUMMARY,
  commentsReply,
  settingsReply,
  summaryReply,
} from '../testing';

const PATH = '/tramitesonline/mis-calificaciones';
const MODULE = 'calificaciones';
const routes = () => ({
  [SUMMARY]: { body: summaryReply() },
  [COMMENTS]: { body: commentsReply() },
  [SETTINGS]: { body: settingsReply() },
});

describe('Mis calificaciones', () => {
  it('shows the average with one decimal, the count, every star, each place and the comments', async () => {
    await seedSession(userConfig());
    mockModuleApi(MODULE, routes());
    renderApp({ path: PATH });
    expect(await screen.findByLabelText('Promedio 4,4')).toBeTruthy();
    expect(screen.getByText('de 5 · 20 calificaciones')).toBeTruthy();
    const stars = screen.getByRole('table', { name: 'Calificaciones por estrellas' });
    expect(
      within(stars)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      '5 estrellas12 (60 %)',
      '4 estrellas5 (25 %)',
      '3 estrellas2 (10 %)',
      '2 estrellas0 (0 %)',
      '1 estrella1 (5 %)',
    ]);
    const places = screen.getByRole('table', { name: 'Calificaciones por lugar de atención' });
    expect(within(places).getByText('Consultorio Belgrano').closest('tr')!.textContent).toBe(
      'Consultorio Belgrano4,18',
    );
    const comments = await screen.findByRole('list', { name: 'Comentarios' });
    expect(within(comments).getAllByRole('listitem')[0]!.textContent).toBe(
      '5 de 5 · 08/03/2026 · Consultorio PalermoExcelente atención.',
    );
  });

  it('Restablecer brings back the saved settings; Guardar sends them and they become the saved ones', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi(MODULE, {
      ...routes(),
      [SAVE]: (request) => ({
        body: settingsReply({
          ...(request.body as object),
          lugares: settingsReply().lugares.map((place) => ({
            ...place,
            mostrarCalificacion: place.id !== 1002,
          })),
          actualizado: '10/03/2026 10:00',
        }),
      }),
    });
    const user = userEvent.setup();
    renderApp({ path: PATH });
    const belgrano = await screen.findByRole('switch', {
      name: 'Mostrar la calificación en Consultorio Belgrano',
    });
    const reset = screen.getByRole('button', { name: 'Restablecer' });
    expect((reset as HTMLButtonElement).disabled).toBe(true);
    await user.click(belgrano);
    expect((belgrano as HTMLInputElement).checked).toBe(false);
    await user.click(reset);
    expect((belgrano as HTMLInputElement).checked).toBe(true);
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await user.click(belgrano);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La configuración de calificaciones se guardó.')).toBeTruthy();
    expect(api.callsTo(SAVE)[0]!.body).toEqual({
      mostrarComentarios: true,
      lugares: [
        { id: 1001, mostrarCalificacion: true },
        { id: 1002, mostrarCalificacion: false },
      ],
    });
    // What was saved is now what 'Restablecer' keeps.
    await waitFor(() => expect((reset as HTMLButtonElement).disabled).toBe(true));
    expect((belgrano as HTMLInputElement).checked).toBe(false);
  });

  it('a refused save shows the server’s reason and keeps the edits', async () => {
    await seedSession(userConfig());
    mockModuleApi(MODULE, {
      ...routes(),
      [SAVE]: {
        status: 422,
        body: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: 'El lugar de atención no pertenece al prestador.',
          code: 'UNKNOWN_PLACE',
        },
      },
    });
    const user = userEvent.setup();
    renderApp({ path: PATH });
    const comments = await screen.findByRole('switch', {
      name: 'Mostrar los comentarios de los pacientes',
    });
    await user.click(comments);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El lugar de atención no pertenece al prestador.')).toBeTruthy();
    expect((comments as HTMLInputElement).checked).toBe(false);
  });

  it('a read-only session reads the ratings but cannot change what the directory shows', async () => {
    await seedSession(userConfig({ mode: 'readOnly' }));
    mockModuleApi(MODULE, routes());
    renderApp({ path: PATH });
    const comments = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Mostrar los comentarios de los pacientes',
    });
    expect(comments.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Guardar' }).disabled).toBe(true);
  });

  it('opens the months’ chart on demand, with its figures as a table, and pages the comments', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi(MODULE, {
      ...routes(),
      [COMMENTS]: (request) => ({
        body: { ...commentsReply(12), pagina: Number(request.url.searchParams.get('pagina')) },
      }),
    });
    const { user } = renderApp({ path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Ver gráfico' }));
    expect(
      await screen.findByRole('img', { name: 'Promedio de cada mes, de 02/2026 a 03/2026' }),
    ).toBeTruthy();
    const months = screen.getByRole('table', { name: 'Calificaciones por mes' });
    expect(
      within(months)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['02/20264,510', '03/2026—0']);

    const pages = screen.getByRole('navigation', { name: 'Páginas de comentarios' });
    expect(within(pages).getByText('Página 1 de 3')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    expect(await within(pages).findByText('Página 2 de 3')).toBeTruthy();
    expect(api.callsTo(COMMENTS).at(-1)!.url.searchParams.get('pagina')).toBe('2');
  });

  it('a provider nobody rated yet is told so, with every star at 0', async () => {
    await seedSession(userConfig());
    const none = summaryReply();
    mockModuleApi(MODULE, {
      ...routes(),
      [SUMMARY]: {
        body: {
          ...none,
          promedio: null,
          promedioTexto: 'Sin calificaciones',
          cantidad: 0,
          estrellas: none.estrellas.map((row) => ({ ...row, cantidad: 0, porcentaje: 0 })),
        },
      },
      [COMMENTS]: { body: { ...commentsReply(0), comentarios: [] } },
    });
    renderApp({ path: PATH });
    expect(await screen.findByText('Todavía no tenés calificaciones de pacientes.')).toBeTruthy();
    expect(await screen.findByText('Todavía no hay comentarios.')).toBeTruthy();
    expect(screen.queryByText(/de 5 ·/)).toBeNull();
  });
});

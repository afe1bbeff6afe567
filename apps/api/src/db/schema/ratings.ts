import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { providers } from './core.ts';
import { attentionPlaces } from './coverage.ts';

/**
 * Patients' ratings of a provider at one of its attention places (tramitesonline/
 * mis-calificaciones; the directory shows their average). No patient data is kept: the stars,
 * the comment and when.
 */
export const providerRatings = pgTable(
  'provider_ratings',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    placeId: integer('place_id')
      .notNull()
      .references(() => attentionPlaces.id),
    estrellas: smallint('estrellas').notNull(),
    comentario: text('comentario'),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('provider_ratings_estrellas_check', sql`${t.estrellas} between 1 and 5`),
    index('provider_ratings_provider_idx').on(t.providerId, t.ratedAt),
    // The directory sums a page's places' stars by place (ADR 0026).
    index('provider_ratings_place_idx').on(t.placeId, t.estrellas),
  ],
);

/** What the directory shows of a provider's ratings; no row: everything is shown. */
export const ratingSettings = pgTable('rating_settings', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => providers.id),
  mostrarComentarios: boolean('mostrar_comentarios').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
});

/** An attention place whose rating the directory hides (or shows again); no row: shown. */
export const ratingPlaceSettings = pgTable(
  'rating_place_settings',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    placeId: integer('place_id')
      .notNull()
      .references(() => attentionPlaces.id),
    mostrarCalificacion: boolean('mostrar_calificacion').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.placeId] })],
);

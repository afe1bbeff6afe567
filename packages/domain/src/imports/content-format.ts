import type { BodySection } from './content-body.ts';

/*
 * The other way of content-body.ts: long texts as an export writes them, the cell text its
 * parser reads back to the same value (an exported content file imports as "0 changed").
 */

/** Paragraphs separated by a blank line, as `paragraphs` splits them. */
export function formatParagraphs(parrafos: readonly string[]): string {
  return parrafos.join('\n\n');
}

/** A page's body: each section's `## Título`, then its paragraphs, a blank line between blocks. */
export function formatPageSections(sections: readonly BodySection[]): string {
  return sections
    .map((section) => `## ${section.titulo}\n\n${formatParagraphs(section.parrafos)}`)
    .join('\n\n');
}

/**
 * A list, one item per line, each marked `- `: `listItems` takes exactly one mark off, so an
 * item that itself starts like a mark ("1. Evaluar…") comes back whole.
 */
export function formatListItems(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/** Opening hours as `días: horario | días: horario`, what `openingHours` reads. */
export function formatOpeningHours(hours: readonly { dias: string; horario: string }[]): string {
  return hours.map(({ dias, horario }) => `${dias}: ${horario}`).join(' | ');
}

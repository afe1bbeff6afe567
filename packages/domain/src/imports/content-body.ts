/**
 * The long texts of the content file (its `cuerpo` and `horarios` cells), read as a person writes
 * them in a spreadsheet cell or an NDJSON string: a light Markdown, never HTML, so what the site
 * shows is plain text whatever the file carries.
 */

export interface BodySection {
  titulo: string;
  parrafos: string[];
}

export type BodyParsed<T> = { ok: true; value: T } | { ok: false; message: string };

export const CONTENT_BODY_MESSAGES = {
  textBeforeHeading:
    'El cuerpo de una página empieza con el título de su primera sección (una línea "## Título").',
  emptySection: (titulo: string) => `La sección "${titulo}" no tiene párrafos.`,
  sectionTitle: (max: number) => `El título de una sección tiene como máximo ${max} caracteres.`,
  hours:
    'Cada horario se escribe "días: horario" (por ejemplo "Lunes a viernes: 8:00 a 17:00"), separados por "|".',
} as const;

const SECTION_TITLE_MAX = 160;
const HOURS_PART_MAX = 80;

const lines = (text: string) => text.replace(/\r\n?/g, '\n').split('\n');

/** Blocks of text separated by blank lines; the lines of a block joined by a space. */
export function paragraphs(text: string): string[] {
  const found: string[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) found.push(current.join(' '));
    current = [];
  };
  for (const line of lines(text)) {
    const trimmed = line.trim();
    if (trimmed === '') close();
    else current.push(trimmed);
  }
  close();
  return found;
}

/** A page's body: `## Título` (or `#`) opens a section, blank lines separate its paragraphs. */
export function pageSections(text: string): BodyParsed<BodySection[]> {
  const sections: { titulo: string; body: string[] }[] = [];
  for (const line of lines(text)) {
    const heading = /^\s*#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      sections.push({ titulo: heading[1]!, body: [] });
      continue;
    }
    const last = sections.at(-1);
    if (!last) {
      if (line.trim() !== '')
        return { ok: false, message: CONTENT_BODY_MESSAGES.textBeforeHeading };
      continue;
    }
    last.body.push(line);
  }
  const value: BodySection[] = [];
  for (const section of sections) {
    if (section.titulo.length > SECTION_TITLE_MAX) {
      return { ok: false, message: CONTENT_BODY_MESSAGES.sectionTitle(SECTION_TITLE_MAX) };
    }
    const parrafos = paragraphs(section.body.join('\n'));
    if (parrafos.length === 0) {
      return { ok: false, message: CONTENT_BODY_MESSAGES.emptySection(section.titulo) };
    }
    value.push({ titulo: section.titulo, parrafos });
  }
  return { ok: true, value };
}

/** A list: one item per non-blank line, a leading "- ", "* " or "1. " taken off. */
export function listItems(text: string): string[] {
  return lines(text)
    .map((line) => line.trim().replace(/^(?:[-*•]|\d+[.)])\s+/, ''))
    .filter((line) => line !== '');
}

/** Opening hours: "Lunes a viernes: 8:00 a 17:00 | Sábados: 9:00 a 12:00" (days hold no colon). */
export function openingHours(text: string): BodyParsed<{ dias: string; horario: string }[]> {
  const value: { dias: string; horario: string }[] = [];
  for (const part of text.split(/[|\n]/)) {
    const colon = part.indexOf(':');
    const dias = part.slice(0, colon).trim();
    const horario = part.slice(colon + 1).trim();
    if (colon < 0 || dias === '' || horario === '') {
      return { ok: false, message: CONTENT_BODY_MESSAGES.hours };
    }
    if (dias.length > HOURS_PART_MAX || horario.length > HOURS_PART_MAX) {
      return { ok: false, message: CONTENT_BODY_MESSAGES.hours };
    }
    value.push({ dias, horario });
  }
  return { ok: true, value };
}

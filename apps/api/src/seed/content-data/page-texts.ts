/** A page's sections as the seed writes them: a title and its paragraphs, in order. */
export type PageTexts = [titulo: string, parrafos: string[]][];

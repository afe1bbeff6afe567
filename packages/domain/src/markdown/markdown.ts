import { micromark } from 'micromark';

/**
 * A text the insurer's staff wrote in Markdown, as the HTML the public site and the console's
 * preview both insert: one renderer, so the preview is the page. micromark is safe by default:
 * raw HTML is written out as text and links or images with a dangerous protocol (javascript:,
 * vbscript:, data: links…) lose their address, so no editor's text becomes script on a visitor's
 * page.
 */
export function markdownHtml(text: string): string {
  return micromark(text);
}

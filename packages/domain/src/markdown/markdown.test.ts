import { describe, expect, it } from 'vitest';
import { markdownHtml } from './markdown.ts';

describe('markdownHtml', () => {
  it.each([
    ['a plain paragraph', 'Atención de 8 a 17.', '<p>Atención de 8 a 17.</p>'],
    [
      'bold and emphasis',
      '**Nuevo** horario _de verano_',
      '<p><strong>Nuevo</strong> horario <em>de verano</em></p>',
    ],
    [
      'a link',
      '[Cartilla](https://ejemplo.test/c)',
      '<p><a href="https://ejemplo.test/c">Cartilla</a></p>',
    ],
    [
      'an attached image',
      '![Mapa](/pre/v1/contenido/archivos/0b6f)',
      '<p><img src="/pre/v1/contenido/archivos/0b6f" alt="Mapa" /></p>',
    ],
    ['a list', '- uno\n- dos', '<ul>\n<li>uno</li>\n<li>dos</li>\n</ul>'],
  ])('renders %s', (_, text, html) => {
    expect(markdownHtml(text)).toBe(html);
  });

  it.each([
    ['raw HTML, as text', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [
      'an inline tag, as text',
      'a <img src=x onerror=alert(1)>',
      '<p>a &lt;img src=x onerror=alert(1)&gt;</p>',
    ],
    [
      'a javascript: link, without its address',
      '[x](javascript:alert(1))',
      '<p><a href="">x</a></p>',
    ],
    [
      'a data: image, without its address',
      '![x](data:text/html;base64,PHNjcmlwdD4=)',
      '<p><img src="" alt="x" /></p>',
    ],
  ])('neutralises %s', (_, text, html) => {
    expect(markdownHtml(text)).toBe(html);
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MarkdownText from './MarkdownText.tsx';

/** The text block's markup without MUI's classes and emotion's style tags: the elements and the text only. */
function markup(text: string): string {
  return renderToStaticMarkup(createElement(MarkdownText, { text }))
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/ class="[^"]*"/g, '');
}

describe('MarkdownText', () => {
  it('draws bold, italics, tight and loose lists and headings as CommonMark does', () => {
    expect(markup('Un recorrido **plano y rápido** por la _ciudad_:\n\n- Salida\n- Meta')).toBe(
      '<p>Un recorrido <strong>plano y rápido</strong> por la <em>ciudad</em>:</p><ul><li>Salida</li><li>Meta</li></ul>',
    );
    expect(markup('1. uno\n\n2. dos')).toBe('<ol><li><p>uno</p></li><li><p>dos</p></li></ol>');
    expect(markup('3. tres')).toBe('<ol start="3"><li>tres</li></ol>');
    expect(markup('# Título\n#### Menor')).toBe('<h4>Título</h4><h4>Menor</h4>');
    expect(markup('línea  \nsiguiente')).toBe('<p>línea<br/>siguiente</p>');
  });

  it('opens links in a new tab, also by reference, and drops unsafe addresses', () => {
    expect(markup('[Mapa](https://example.com/ruta)')).toBe('<p><a href="https://example.com/ruta" target="_blank" rel="noopener noreferrer">Mapa</a></p>');
    expect(markup('[Mapa][m]\n\n[m]: /files/mapa.pdf')).toBe('<p><a href="/files/mapa.pdf" target="_blank" rel="noopener noreferrer">Mapa</a></p>');
    expect(markup('[clic](javascript:alert(1))')).toBe('<p><a target="_blank" rel="noopener noreferrer">clic</a></p>');
  });

  it('never renders raw HTML or images', () => {
    expect(markup('<script>alert(1)</script>\n\nHola <b>x</b> ![foto](https://example.com/a.png)')).toBe('<p>Hola x </p>');
  });
});

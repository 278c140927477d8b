import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markdownTree } from '@dorsal/core/markdown/parse-markdown';
import MarkdownText from './MarkdownText.tsx';
import MarkdownTree from './MarkdownTree.tsx';

/** Markup without MUI's classes and emotion's style tags: the elements and the text only. */
function clean(html: string): string {
  return html.replace(/<style[^>]*>.*?<\/style>/g, '').replace(/ class="[^"]*"/g, '');
}

/** The text block's markup, parsed in the browser. */
function markup(text: string): string {
  return clean(renderToStaticMarkup(createElement(MarkdownText, { text })));
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

  it("draws the server's tree (parsed there, sent as JSON) as it draws the browser's parse", () => {
    const texts = [
      'Un recorrido **plano y rápido** por la _ciudad_:\n\n- Salida\n- Meta\n  1. km 1\n  2. km 2',
      '# Título\n\n## Dos\n\n### Tres\n\n#### Cuatro\n\n> cita con `código`\n\n```\nbloque\n```\n\n---\n\nlínea  \nsiguiente',
      '[Mapa][m] y [sin definir][x]\n\n[m]: /files/mapa.pdf\n\n[clic](javascript:alert(1)) <b>x</b> ![foto](https://example.com/a.png)',
    ];
    for (const text of texts) {
      const fromServer = JSON.parse(JSON.stringify(markdownTree(text))) as ReturnType<typeof markdownTree>;
      expect(clean(renderToStaticMarkup(createElement(MarkdownTree, { tree: fromServer })))).toBe(markup(text));
    }
    expect(markup(texts[1]!)).toBe(
      '<h4>Título</h4><h4>Dos</h4><h5>Tres</h5><h4>Cuatro</h4><blockquote><p>cita con <code>código</code></p></blockquote><pre><code>bloque</code></pre><hr/><p>línea<br/>siguiente</p>',
    );
  });
});

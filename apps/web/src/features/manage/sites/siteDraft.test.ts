import { describe, expect, it } from 'vitest';
import { siteSectionKinds, siteSectionSchema, starterSite, type SiteConfigInput } from '@dorsal/core';
import { draftProblems, generalProblems, moveItem, newSection, sectionProblems, serverProblems, sortableKeys, uniqueSectionId, withRequiredPages } from './siteDraft.ts';

describe('moveItem', () => {
  it('moves an item down and up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps the target and leaves the list alone for an unknown origin', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('never changes the list it was given and keeps every item', () => {
    const list = [1, 2, 3, 4, 5];
    for (let from = 0; from < list.length; from += 1) {
      for (let to = 0; to < list.length; to += 1) {
        const moved = moveItem(list, from, to);
        expect([...moved].sort()).toEqual(list);
        expect(moved[to]).toBe(list[from]);
      }
    }
    expect(list).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('new sections', () => {
  it('get ids from their kind that are not taken on the page', () => {
    expect(uniqueSectionId('textImage', [])).toBe('text-image');
    expect(uniqueSectionId('banner', ['banner', 'banner-2'])).toBe('banner-3');
    expect(newSection('title', ['title']).id).toBe('title-2');
  });

  it('are valid as they come, except those waiting for what only the organizer has (image, video, event, links)', () => {
    const waiting = new Set(['image', 'video', 'textImage', 'imageText', 'eventWeb', 'registration', 'social', 'gallery', 'download', 'view']);
    for (const kind of siteSectionKinds) {
      const section = newSection(kind, [], '2027-03-14T07:00:00-06:00');
      expect(section.kind).toBe(kind);
      expect(siteSectionSchema.safeParse(section).success, kind).toBe(!waiting.has(kind));
    }
  });
});

describe('problems', () => {
  const draft = (): SiteConfigInput => {
    const site = starterSite('Corre México', null);
    site.pages[0]!.sections.push(newSection('image', ['encabezado']));
    return site;
  };

  it('report a broken section under its own path and nothing for a good draft', () => {
    expect(draftProblems(starterSite('Corre México', null))).toEqual({});
    const problems = draftProblems(draft());
    const image = sectionProblems(problems, 0, 4);
    expect(Object.keys(image)).toEqual(['url']);
    expect(sectionProblems(problems, 0, 0)).toEqual({});
    expect(generalProblems(problems)).toEqual({});
  });

  it('keep site-wide problems apart from the sections', () => {
    const site = draft();
    site.title = '';
    expect(Object.keys(generalProblems(draftProblems(site)))).toEqual(['title']);
  });

  it("read the server's fields without the draft prefix", () => {
    expect(serverProblems({ 'draft.pages.0.sections.2.title': 'Campo requerido', host: 'Ese host ya lo usa otro sitio' })).toEqual({
      'pages.0.sections.2.title': 'Campo requerido',
      host: 'Ese host ya lo usa otro sitio',
    });
  });
});

describe('sortableKeys', () => {
  it('keeps ids and makes repeated or empty ones unique', () => {
    expect(sortableKeys([{ id: 'a' }, { id: 'b' }, { id: 'a' }, { id: '' }])).toEqual(['a', 'b', 'a~2', '~3']);
  });
});

describe('withRequiredPages', () => {
  it("adds 'home' and 'notFound' when a draft lacks them, and leaves a complete draft as it is", () => {
    const complete = starterSite('Corre México', null);
    expect(withRequiredPages(complete)).toBe(complete);
    const bare = withRequiredPages({ title: 'Corre México', pages: [{ route: 'fotos', sections: [] }] });
    expect(bare.pages.map((page) => page.route)).toEqual(['home', 'fotos', 'notFound']);
    expect(draftProblems(bare)).toEqual({});
  });
});

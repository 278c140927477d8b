import { useMemo, useState } from 'react';
import { shortPathSchema, siteHostSchema, type SiteConfigInput, type SitePage, type SiteSectionInput, type SiteView } from '@dorsal/core';
import { draftProblems, withRequiredPages, type Problems } from './siteDraft.ts';

type PageInput = SiteConfigInput['pages'][number];
export type ThemeInput = NonNullable<SiteConfigInput['theme']>;
export type AnalyticsInput = NonNullable<SiteConfigInput['analytics']>;

/** The editor's working copy of a site: host, short path and draft edited locally, saved whole; problems found on the way. */
export function useSiteEditor(site: SiteView) {
  const [host, setHostValue] = useState(site.host);
  const [shortPath, setShortPathValue] = useState(site.shortPath ?? '');
  const [draft, setDraft] = useState<SiteConfigInput>(() => withRequiredPages(site.draft));
  const [dirty, setDirty] = useState(false);
  const [pageIndex, setPageIndex] = useState(0);
  const [fromServer, setFromServer] = useState<Problems>({});

  const problems = useMemo<Problems>(() => {
    const found = { ...fromServer, ...draftProblems(draft) };
    const hostCheck = siteHostSchema.safeParse(host);
    if (!hostCheck.success) found.host = hostCheck.error.issues[0]?.message ?? '';
    const pathCheck = shortPathSchema.safeParse(shortPath);
    if (shortPath.trim() !== '' && !pathCheck.success) found.shortPath = pathCheck.error.issues[0]?.message ?? '';
    return found;
  }, [draft, host, shortPath, fromServer]);

  const change = (next: (current: SiteConfigInput) => SiteConfigInput) => {
    setDraft(next);
    setDirty(true);
    setFromServer({});
  };
  const changePage = (index: number, next: (page: PageInput) => PageInput) =>
    change((current) => ({ ...current, pages: current.pages.map((page, i) => (i === index ? next(page) : page)) }));

  const page = draft.pages[Math.min(pageIndex, draft.pages.length - 1)] as PageInput;

  return {
    host,
    shortPath,
    draft,
    dirty,
    problems,
    pageIndex: Math.min(pageIndex, draft.pages.length - 1),
    page,
    setHost: (value: string) => {
      setHostValue(value);
      setDirty(true);
      setFromServer({});
    },
    setShortPath: (value: string) => {
      setShortPathValue(value);
      setDirty(true);
      setFromServer({});
    },
    setTitle: (title: string) => change((current) => ({ ...current, title })),
    setTheme: (theme: Partial<ThemeInput>) => change((current) => ({ ...current, theme: { ...current.theme, ...theme } })),
    setAnalytics: (analytics: Partial<AnalyticsInput>) => change((current) => ({ ...current, analytics: { ...current.analytics, ...analytics } })),
    selectPage: setPageIndex,
    addPage: (route: string) => {
      change((current) => ({ ...current, pages: [...current.pages, { route, title: '', sections: [] }] }));
      setPageIndex(draft.pages.length);
    },
    removePage: (index: number) => {
      change((current) => ({ ...current, pages: current.pages.filter((_, i) => i !== index) }));
      setPageIndex(0);
    },
    setPageTitle: (title: string) => changePage(pageIndex, (current) => ({ ...current, title })),
    setSections: (next: (sections: SiteSectionInput[]) => SiteSectionInput[]) =>
      changePage(pageIndex, (current) => ({ ...current, sections: next(current.sections as SiteSectionInput[]) })),
    /** The server's problems for what was just sent ('draft.' already taken off). */
    setServerProblems: setFromServer,
    /** After the server answered (saved, published, restored): its copy becomes the working copy. */
    reset: (answer: SiteView) => {
      setHostValue(answer.host);
      setShortPathValue(answer.shortPath ?? '');
      setDraft(withRequiredPages(answer.draft));
      setDirty(false);
      setFromServer({});
    },
  };
}

export type SiteEditor = ReturnType<typeof useSiteEditor>;
export type { PageInput, SitePage };

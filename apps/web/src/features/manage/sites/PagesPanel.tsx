import { useState } from 'react';
import { Box, Button, Menu, MenuItem, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { messages, siteRouteSchema, siteSectionKinds, type SiteSectionInput } from '@dorsal/core';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';
import { SelectInput, TextInput } from './FieldControls.tsx';
import { SectionDialog } from './SectionDialog.tsx';
import { SectionList } from './SectionList.tsx';
import { moveItem, newSection, sectionProblems } from './siteDraft.ts';
import type { SiteEditor } from './useSiteEditor.ts';

const t = messages.siteEditor;
const fixedRoutes = new Set(['home', 'notFound']);

function AddPage({ editor }: { editor: SiteEditor }) {
  const [route, setRoute] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const add = () => {
    const parsed = siteRouteSchema.safeParse(route);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
    if (editor.draft.pages.some((page) => page.route === parsed.data)) return setProblem(t.badNewRoute);
    editor.addPage(parsed.data);
    setRoute('');
    setProblem(undefined);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 200px' }}>
        <TextInput label={t.newRoute} value={route} onChange={(value) => (setRoute(value), setProblem(undefined))} error={problem} help={t.newRouteHelp.replace('{route}', route || '…')} />
      </Box>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={add}>
        {t.addPage}
      </Button>
    </Box>
  );
}

/** 'Páginas' and the chosen page's 'Secciones': add, reorder, hide, edit and delete them. */
export function PagesPanel({ editor, siteId, events }: { editor: SiteEditor; siteId: number; events: readonly { id: number; name: string }[] }) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<{ index: number; section: SiteSectionInput } | null>(null);
  const { page, pageIndex } = editor;
  const sections = page.sections as SiteSectionInput[];
  const pageName = (route: string) => (route === 'home' || route === 'notFound' ? t.pageNames[route] : `/${route}`);

  const addSection = (kind: SiteSectionInput['kind']) => {
    setMenu(null);
    const section = newSection(kind, sections.map((item) => item.id));
    editor.setSections((current) => [...current, section]);
    setEditing({ index: sections.length, section });
  };

  return (
    <>
      <AdminSectionCard id="site-pages-title" title={t.pages}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 220px' }}>
              <SelectInput label={t.page} value={pageIndex} options={editor.draft.pages.map((item, index) => ({ value: index, label: pageName(item.route) }))} onChange={editor.selectPage} />
            </Box>
            {!fixedRoutes.has(page.route) && (
              <Button color="error" onClick={() => editor.removePage(pageIndex)}>
                {t.deletePage}
              </Button>
            )}
          </Box>
          <TextInput label={t.pageTitle} value={page.title} onChange={editor.setPageTitle} error={editor.problems[`pages.${pageIndex}.title`] ?? editor.problems[`pages.${pageIndex}.route`]} />
          <AddPage editor={editor} />
        </Stack>
      </AdminSectionCard>
      <AdminSectionCard id="site-sections-title" title={`${t.sections} · ${pageName(page.route)}`} lead={t.sectionsLead}>
        <SectionList
          sections={sections}
          problemsAt={(index) => sectionProblems(editor.problems, pageIndex, index)}
          onMove={(from, to) => editor.setSections((current) => moveItem(current, from, to))}
          onToggle={(index) => editor.setSections((current) => current.map((item, i) => (i === index ? { ...item, hidden: !item.hidden } : item)))}
          onEdit={(index) => setEditing({ index, section: sections[index] as SiteSectionInput })}
          onDelete={(index) => editor.setSections((current) => current.filter((_, i) => i !== index))}
        />
        <Button variant="contained" startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={(event) => setMenu(event.currentTarget)} aria-haspopup="menu" aria-controls={menu ? 'add-section-menu' : undefined}>
          {t.addSection}
        </Button>
        <Menu id="add-section-menu" anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)} slotProps={{ paper: { sx: { maxHeight: 420 } } }}>
          {siteSectionKinds.map((kind) => (
            <MenuItem key={kind} onClick={() => addSection(kind)}>
              {t.kinds[kind]}
            </MenuItem>
          ))}
        </Menu>
        {Object.keys(editor.problems).some((path) => path.startsWith(`pages.${pageIndex}.sections`)) && (
          <Typography role="status" color="error" variant="body2" sx={{ mt: 1 }}>
            {t.fixFirst}
          </Typography>
        )}
      </AdminSectionCard>
      {editing && (
        <SectionDialog
          key={`${pageIndex}-${editing.index}`}
          section={editing.section}
          reported={sectionProblems(editor.problems, pageIndex, editing.index)}
          siteId={siteId}
          events={events}
          onApply={(section) => editor.setSections((current) => current.map((item, i) => (i === editing.index ? section : item)))}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

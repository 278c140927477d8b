import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, Tab, Tabs } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { messages, siteDraftSchema, type SiteView } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { Page } from '../../../shared/ui/Page.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { TOAST_LONG_MS, useToast } from '../../../shared/ui/useToast.ts';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { SignInPrompt } from '../../../shared/accounts/SignInPrompt.tsx';
import { useManagedEvents } from '../api.ts';
import { manageOrganizerPath } from '../organizers/organizerPaths.ts';
import { useOrganizer } from '../organizers/organizersApi.ts';
import { PagesPanel } from './PagesPanel.tsx';
import { previewSite } from './previewSite.ts';
import { PublishBar } from './PublishBar.tsx';
import { serverProblems } from './siteDraft.ts';
import { SitePreview, type SitePreviewRenderer } from './SitePreview.tsx';
import { SiteSettingsPanel } from './SiteSettingsPanel.tsx';
import { useSite, useSiteActions } from './sitesApi.ts';
import { SubmissionsTab } from './SubmissionsTab.tsx';
import { useSiteEditor } from './useSiteEditor.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { LeaveDialog } from './LeaveDialog.tsx';

const t = messages.siteEditor;
const positiveId = (value: string | undefined) => (/^\d+$/.test(value ?? '') ? Number(value) : 0);

function SiteEditor({ site, organizerId, organizerName, renderer }: { site: SiteView; organizerId: number; organizerName: string; renderer?: SitePreviewRenderer }) {
  const editor = useSiteEditor(site);
  const { save, publish, restore } = useSiteActions(site.id);
  const toast = useToast();
  const [tab, setTab] = useState<'editor' | 'submissions'>('editor');
  const managed = useManagedEvents(true);
  const events = useMemo(() => (managed.data ?? []).filter((event) => event.organizerName === organizerName), [managed.data, organizerName]);
  const preview = useMemo(() => previewSite(editor.draft, organizerName, events), [editor.draft, organizerName, events]);
  // Leaving with unsaved changes asks first: the browser's question on reload or close, ours on an in-app link.
  const leaveGuard = useLeaveGuard(editor.dirty);

  const saveDraft = async (): Promise<boolean> => {
    const body = siteDraftSchema.safeParse({ host: editor.host, shortPath: editor.shortPath, draft: editor.draft });
    if (Object.keys(editor.problems).length > 0 || !body.success) {
      toast.error(t.fixFirst, TOAST_LONG_MS);
      return false;
    }
    try {
      editor.reset((await save.mutateAsync(body.data)).site);
      toast.success(messages.sites.saved, 2000);
      return true;
    } catch (failure) {
      if (failure instanceof ApiError) editor.setServerProblems(serverProblems(failure.fields));
      toast.error(errorMessage(failure), TOAST_LONG_MS);
      return false;
    }
  };
  const publishSite = async () => {
    if (editor.dirty && !(await saveDraft())) return;
    try {
      const answer = await publish.mutateAsync();
      editor.reset(answer.site);
      toast.success(answer.message);
    } catch (failure) {
      toast.error(errorMessage(failure), TOAST_LONG_MS);
    }
  };
  const restoreSite = async () => {
    try {
      const answer = await restore.mutateAsync();
      editor.reset(answer.site);
      toast.success(answer.message);
    } catch (failure) {
      toast.error(errorMessage(failure), TOAST_LONG_MS);
    }
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component={RouterLink} to={manageOrganizerPath(organizerId)} startIcon={<ArrowBackIcon />}>
          {t.back}
        </Button>
      </Box>
      <PublishBar
        site={site}
        dirty={editor.dirty}
        saving={save.isPending}
        publishing={publish.isPending}
        restoring={restore.isPending}
        onSave={() => void saveDraft()}
        onPublish={() => void publishSite()}
        onRestore={() => void restoreSite()}
      />
      <Tabs value={tab} onChange={(_, value: 'editor' | 'submissions') => setTab(value)} aria-label={site.host}>
        <Tab value="editor" label={t.editorTab} id="site-tab-editor" aria-controls="site-panel-editor" />
        <Tab value="submissions" label={t.submissionsTab} id="site-tab-submissions" aria-controls="site-panel-submissions" />
      </Tabs>
      {tab === 'editor' ? (
        <Box id="site-panel-editor" role="tabpanel" aria-labelledby="site-tab-editor" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }, gap: 2, alignItems: 'start' }}>
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <PagesPanel editor={editor} siteId={site.id} events={events} />
            <SiteSettingsPanel editor={editor} siteId={site.id} />
          </Stack>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 152 }, minWidth: 0 }}>
            <SitePreview site={preview} route={editor.page.route} renderer={renderer} />
          </Box>
        </Box>
      ) : (
        <Box id="site-panel-submissions" role="tabpanel" aria-labelledby="site-tab-submissions">
          <SubmissionsTab siteId={site.id} />
        </Box>
      )}
      <LeaveDialog open={leaveGuard.pending !== null} onStay={leaveGuard.stay} onLeave={leaveGuard.leave} />
    </Stack>
  );
}

/** /admin/organizadores/:organizerId/sitios/:siteId: an organizer's website editor, its preview and its forms. */
export function SiteEditorPage({ renderer }: { renderer?: SitePreviewRenderer }) {
  const params = useParams();
  const organizerId = positiveId(params.organizerId);
  const siteId = positiveId(params.siteId);
  const { user, isLoading } = useCurrentUser();
  const site = useSite(siteId);
  const organizer = useOrganizer(organizerId);
  if (!isLoading && !user) return <SignInPrompt title={messages.manage.signInTitle} text={messages.manage.signInText} />;
  const missing = (error: unknown) => error instanceof ApiError && error.status === 404;
  if (siteId === 0 || missing(site.error) || (site.data && site.data.organizerId !== organizerId)) {
    return (
      <Page title={t.sectionTitle}>
        <EmptyState text={messages.common.notFound} />
      </Page>
    );
  }
  if (isLoading || site.isPending || organizer.isPending) return <LoadingState />;
  if (site.isError) return <Alert severity="error">{errorMessage(site.error)}</Alert>;
  return (
    <Page title={site.data.host} lead={organizer.data ? `${t.sectionTitle} · ${organizer.data.name}` : t.sectionTitle}>
      <SiteEditor key={site.data.id} site={site.data} organizerId={organizerId} organizerName={organizer.data?.name ?? ''} renderer={renderer} />
    </Page>
  );
}

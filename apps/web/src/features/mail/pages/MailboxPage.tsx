import { Alert, Button, Card, Stack } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { messages } from '@dorsal/core';
import { Page } from '../../../shared/ui/Page.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { useMailbox } from '../api.ts';
import { MailCard } from '../components/MailCard.tsx';

const t = messages.mailbox;

/** /buzon: the development outbox, so reset links can be followed without SMTP. */
export function MailboxPage() {
  const { data, error, isPending, refetch, isFetching } = useMailbox();
  let content;
  if (isPending) content = <LoadingState />;
  else if (error instanceof ApiError && error.status === 404) content = <Alert severity="info">{t.unavailable}</Alert>;
  else if (error) content = <Alert severity="error">{errorMessage(error)}</Alert>;
  else if (data.mails.length === 0)
    content = (
      <Card>
        <EmptyState icon={<MarkEmailReadIcon />} text={t.empty} />
      </Card>
    );
  else content = data.mails.map((mail) => <MailCard key={mail.id} mail={mail} />);

  return (
    <Page title={t.title} lead={t.lead}>
      <Button
        onClick={() => void refetch()}
        loading={isFetching && !isPending}
        startIcon={<RefreshIcon />}
        variant="outlined"
        sx={{ mb: 2 }}
      >
        {t.refresh}
      </Button>
      <Stack spacing={2}>{content}</Stack>
    </Page>
  );
}

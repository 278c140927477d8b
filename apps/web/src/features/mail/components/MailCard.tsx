import { useMemo, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { messages } from '@dorsal/core';
import { formatDateTime } from '../../../shared/formatting/dates.ts';
import type { OutboxMail } from '../api.ts';
import { LinkifiedText, mailLinks } from './LinkifiedText.tsx';

const t = messages.mailbox;

export function MailCard({ mail }: { mail: OutboxMail }) {
  const [showHtml, setShowHtml] = useState(false);
  const links = useMemo(() => mailLinks(mail.text, mail.html), [mail.text, mail.html]);
  const headingId = `correo-${mail.id}`;
  return (
    <Card component="article" aria-labelledby={headingId} data-testid="mailbox-item">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.15rem', mb: 1, overflowWrap: 'anywhere' }}>
          {mail.subject}
        </Typography>
        <Stack spacing={0.25} sx={{ mb: 2, alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t.to}: <strong>{mail.to}</strong>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.date}: {formatDateTime(mail.createdAt)}
          </Typography>
          {!mail.sentAt && <Chip size="small" label={t.pending} sx={{ mt: 0.5 }} />}
        </Stack>
        {mail.text && <LinkifiedText text={mail.text} />}
        {!mail.text && links.length > 0 && (
          <Box component="ul" aria-label={t.links} sx={{ m: 0, pl: 2.5 }}>
            {links.map((href) => (
              <li key={href}>
                <Link href={href} underline="always" sx={{ overflowWrap: 'anywhere' }}>
                  {href}
                </Link>
              </li>
            ))}
          </Box>
        )}
        {mail.html && (
          <Box sx={{ mt: 2 }}>
            <Button size="small" onClick={() => setShowHtml((value) => !value)} aria-expanded={showHtml}>
              {showHtml ? t.hideHtml : t.showHtml}
            </Button>
            {showHtml && (
              <Box
                component="iframe"
                title={t.htmlTitle}
                sandbox="allow-popups allow-top-navigation-by-user-activation"
                srcDoc={`<base target="_top">${mail.html}`}
                sx={{ display: 'block', width: '100%', height: 360, border: '1px solid', borderColor: 'divider', borderRadius: 2, mt: 1, bgcolor: 'common.white' }}
              />
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

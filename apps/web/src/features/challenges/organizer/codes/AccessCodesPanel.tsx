import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { accessCodeSharePath, fill, messages, type ChallengeConfig } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { TooltipIconButton } from '../../../../shared/ui/TooltipIconButton.tsx';
import { TOAST_DEFAULT_MS, useToast } from '../../../../shared/ui/useToast.ts';
import { csvUrl, useAccessCodeChanges, useAccessCodes } from '../api.ts';
import { GenerateCodesForm } from './GenerateCodesForm.tsx';

const t = messages.challengeOrganizer.codes;

/** Access codes: generate, the first 10 then 'Ver todos', (de)activate, copy the share link, CSV. */
export function AccessCodesPanel({ challenge }: { challenge: ChallengeConfig }) {
  const [all, setAll] = useState(false);
  const codes = useAccessCodes(challenge.id, all);
  const { toggle } = useAccessCodeChanges(challenge.id);
  const toast = useToast();

  async function copy(code: string) {
    const link = `${window.location.origin}${accessCodeSharePath(challenge.id, code)}`;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t.copied, TOAST_DEFAULT_MS);
    } catch {
      toast.info(fill(t.copyFailed, { link }), 10_000);
    }
  }

  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">{fill(t.summary, { used: codes.data?.codeUsesTotal ?? challenge.codeUsesTotal, admitted: challenge.accessCodesAdmitted })}</Typography>
      <GenerateCodesForm challengeId={challenge.id} />
      {codes.isPending ? (
        <LoadingState />
      ) : codes.isError ? (
        <Alert severity="error">{errorMessage(codes.error)}</Alert>
      ) : codes.data.total === 0 ? (
        <Typography color="text.secondary">{t.empty}</Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={t.title} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.code}</TableCell>
                  <TableCell>{t.usesColumn}</TableCell>
                  <TableCell>{t.status}</TableCell>
                  <TableCell>{t.actions}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {codes.data.codes.map((code) => (
                  <TableRow key={code.code} data-testid="access-code">
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>{code.code}</TableCell>
                    <TableCell className="tabular-nums">
                      {code.usedCount} / {code.uses}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={code.active ? t.active : t.inactive} color={code.active ? 'success' : 'default'} sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }} />
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                        <TooltipIconButton label={fill(t.copyLabel, { code: code.code })} onClick={() => void copy(code.code)}>
                          <ContentCopyIcon fontSize="small" />
                        </TooltipIconButton>
                        <Button
                          size="small"
                          disabled={toggle.isPending}
                          onClick={() => toggle.mutate({ code: code.code, active: !code.active }, { onError: (error) => toast.error(errorMessage(error)) })}
                        >
                          {code.active ? t.deactivate : t.reactivate}
                        </Button>
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {!all && codes.data.total > codes.data.codes.length && <Button onClick={() => setAll(true)}>{t.seeAll}</Button>}
            <Button component="a" href={csvUrl.codes(challenge.id)} download>
              {t.csv}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}

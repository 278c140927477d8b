import { useEffect, useState } from 'react';
import { Card, Typography } from '@mui/material';
import { formatDuration, messages } from '@dorsal/core';

const t = messages.liveBoard;

/** Race time since the modality's start, hh:mm:ss, ticking every second; zero before the start. */
export function LiveClock({ startAt }: { startAt: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!startAt) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [startAt]);
  const elapsed = startAt ? now - Date.parse(startAt) : null;
  return (
    <Card component="section" aria-label={t.clock} sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center', display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 1, minHeight: 160 }}>
      <Typography
        data-testid="live-clock"
        className="tabular-nums"
        role="timer"
        sx={{ fontSize: { xs: '1.9rem', sm: '3.8rem' }, fontWeight: 700, lineHeight: 1, color: 'text.primary' }}
      >
        {formatDuration(elapsed !== null && elapsed > 0 ? elapsed : 0)}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: { xs: '0.95rem', sm: '1.1rem' } }}>{startAt && elapsed !== null && elapsed > 0 ? t.clock : t.clockNotStarted}</Typography>
    </Card>
  );
}

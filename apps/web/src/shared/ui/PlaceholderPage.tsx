import type { ReactNode } from 'react';
import { Button, Card } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';
import { Page } from './Page.tsx';
import { EmptyState } from './EmptyState.tsx';

/** A titled page with an empty state, for screens that later work fills in. */
export function PlaceholderPage({ title, empty, icon }: { title: string; empty: string; icon: ReactNode }) {
  return (
    <Page title={title}>
      <Card>
        <EmptyState
          icon={icon}
          text={empty}
          action={
            <Button component={RouterLink} to="/" variant="outlined">
              {messages.pages.placeholders.backHome}
            </Button>
          }
        />
      </Card>
    </Page>
  );
}

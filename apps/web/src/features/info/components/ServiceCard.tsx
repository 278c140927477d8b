import { Box, Card, CardContent, Typography } from '@mui/material';
import type { Service } from './services.ts';

export function ServiceCard({ title, text, Icon }: Service) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Box
          aria-hidden
          sx={{ display: 'inline-flex', p: 1.25, mb: 1.5, borderRadius: 2, bgcolor: 'rgba(255,111,0,0.12)', color: 'secondary.dark' }}
        >
          <Icon />
        </Box>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 0.75 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
    </Card>
  );
}

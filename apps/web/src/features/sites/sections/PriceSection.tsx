import { Box, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { SiteButton } from '../SiteLink.tsx';
import { Contained } from './Contained.tsx';
import type { SectionProps } from './types.ts';

/** Info box: a price with what it includes and one action. */
export function PriceSection({ section }: SectionProps<'price'>) {
  return (
    <Contained maxWidth={520}>
      <Card sx={{ height: '100%', textAlign: 'center', borderTop: 6, borderTopColor: 'primary.main' }}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h3" component="h2">
            {section.title}
          </Typography>
          <Typography className="tabular-nums" sx={{ fontSize: '2.4rem', fontWeight: 700, my: 1.5, fontVariantNumeric: 'tabular-nums' }}>
            {section.price}
          </Typography>
          {section.items.length > 0 && (
            <List dense sx={{ textAlign: 'left', mb: 1 }}>
              {section.items.map((item, index) => (
                <ListItem key={index} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32, color: 'success.dark' }}>
                    <CheckIcon fontSize="small" aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={item} />
                </ListItem>
              ))}
            </List>
          )}
          {section.buttonLabel && section.buttonHref && (
            <Box>
              <SiteButton href={section.buttonHref} variant="contained" size="large" fullWidth>
                {section.buttonLabel}
              </SiteButton>
            </Box>
          )}
        </CardContent>
      </Card>
    </Contained>
  );
}

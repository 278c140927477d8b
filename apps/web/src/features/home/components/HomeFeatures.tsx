import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import SensorsIcon from '@mui/icons-material/Sensors';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';

const f = messages.home.features;
const features = [
  { ...f.register, to: '/proximos-eventos', Icon: HowToRegIcon },
  { ...f.live, to: '/live', Icon: SensorsIcon },
  { ...f.results, to: '/resultados', Icon: EmojiEventsIcon },
];

export function HomeFeatures() {
  return (
    <Box component="section" sx={{ mt: { xs: 4, sm: 6 } }}>
      <Typography variant="h2" sx={{ mb: 2.5 }}>
        {messages.home.featuresTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {features.map(({ title, text, to, Icon }) => (
          <Card key={to}>
            <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box
                  sx={{ bgcolor: 'rgba(13,59,140,0.08)', color: 'primary.main', borderRadius: 2, p: 1.25, display: 'flex' }}
                  aria-hidden
                >
                  <Icon />
                </Box>
                <Box>
                  <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary">{text}</Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

import type { SvgIconComponent } from '@mui/icons-material';
import PaymentsIcon from '@mui/icons-material/Payments';
import TimerIcon from '@mui/icons-material/Timer';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import LanguageIcon from '@mui/icons-material/Language';
import { messages } from '@dorsal/core';

const items = messages.pages.services.items;

export interface Service {
  title: string;
  text: string;
  Icon: SvgIconComponent;
}

export const services: Service[] = [
  { ...items.registration, Icon: PaymentsIcon },
  { ...items.timing, Icon: TimerIcon },
  { ...items.results, Icon: EmojiEventsIcon },
  { ...items.photos, Icon: PhotoCameraIcon },
  { ...items.challenges, Icon: DirectionsRunIcon },
  { ...items.websites, Icon: LanguageIcon },
];

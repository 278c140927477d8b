import { Suspense, lazy } from 'react';
import { Box } from '@mui/material';
import type { SiteSection } from '@dorsal/core';
import { BannerSection } from './BannerSection.tsx';
import { CountdownSection } from './CountdownSection.tsx';
import { DownloadSection } from './DownloadSection.tsx';
import { EventsListSection } from './EventsListSection.tsx';
import { EventWebSection } from './EventWebSection.tsx';
import { FooterSection } from './FooterSection.tsx';
import { GallerySection } from './GallerySection.tsx';
import { HeaderSection } from './HeaderSection.tsx';
import { ImageSection } from './ImageSection.tsx';
import { ImageTextSection } from './ImageTextSection.tsx';
import { NotFoundSection } from './NotFoundSection.tsx';
import { PriceSection } from './PriceSection.tsx';
import { RegistrationSection } from './RegistrationSection.tsx';
import { SocialSection } from './SocialSection.tsx';
import { SpacerSection } from './SpacerSection.tsx';
import { TextImageSection } from './TextImageSection.tsx';
import { TextSection } from './TextSection.tsx';
import { TitleSection } from './TitleSection.tsx';
import { VideoSection } from './VideoSection.tsx';
import { WhenNear } from './WhenNear.tsx';

// Forms bring the text fields, selects and menus: only pages with a form download them, once it nears the screen.
const FormSection = lazy(() => import('./FormSection.tsx').then((module) => ({ default: module.FormSection })));

/** The component of a section's kind ('view' is laid out by the grid itself). */
export function SectionView({ section }: { section: Exclude<SiteSection, { kind: 'view' }> }) {
  switch (section.kind) {
    case 'banner':
      return <BannerSection section={section} />;
    case 'spacer':
      return <SpacerSection section={section} />;
    case 'header':
      return <HeaderSection section={section} />;
    case 'image':
      return <ImageSection section={section} />;
    case 'video':
      return <VideoSection section={section} />;
    case 'text':
      return <TextSection section={section} />;
    case 'title':
      return <TitleSection section={section} />;
    case 'textImage':
      return <TextImageSection section={section} />;
    case 'imageText':
      return <ImageTextSection section={section} />;
    case 'price':
      return <PriceSection section={section} />;
    case 'footer':
      return <FooterSection section={section} />;
    case 'eventWeb':
      return <EventWebSection section={section} />;
    case 'countdown':
      return <CountdownSection section={section} />;
    case 'form':
      return (
        <WhenNear anchor={section.id} minHeight={120 + 72 * section.fields.length}>
          <Suspense fallback={<Box sx={{ minHeight: 120 + 72 * section.fields.length }} />}>
            <FormSection section={section} />
          </Suspense>
        </WhenNear>
      );
    case 'registration':
      return <RegistrationSection section={section} />;
    case 'social':
      return <SocialSection section={section} />;
    case 'gallery':
      return <GallerySection section={section} />;
    case 'download':
      return <DownloadSection section={section} />;
    case 'eventsList':
      return <EventsListSection section={section} />;
    case 'notFound':
      return <NotFoundSection section={section} />;
  }
}

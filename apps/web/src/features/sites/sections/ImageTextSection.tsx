import { InfoBox } from './InfoBox.tsx';
import type { SectionProps } from './types.ts';

/** Info box: the picture, then the text. */
export function ImageTextSection({ section }: SectionProps<'imageText'>) {
  return <InfoBox sectionId={section.id} title={section.title} body={section.body} imageUrl={section.imageUrl} imageAlt={section.imageAlt} imageFirst />;
}

import { InfoBox } from './InfoBox.tsx';
import type { SectionProps } from './types.ts';

/** Info box: text, then the picture. */
export function TextImageSection({ section }: SectionProps<'textImage'>) {
  return <InfoBox sectionId={section.id} title={section.title} body={section.body} imageUrl={section.imageUrl} imageAlt={section.imageAlt} imageFirst={false} />;
}

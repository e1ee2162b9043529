import type { ListingContent } from '../../contract/wire';

// The text of the sections a host sees on the listing detail screen, as the history keeps it. Which checks
// belong to each section and which score it shows is the advice's (analysis/score/advice-sections.ts).

/** The text of each section as read: the title, every host-written section, the neighbourhood, and the lists. */
export function sectionTexts(content: ListingContent): { texts: Record<string, string>; lists: Record<string, string[]> } {
  const texts: Record<string, string> = {};
  if (content.title) texts['Title'] = content.title;
  for (const [name, text] of Object.entries(content.descriptionSections ?? {})) {
    if (typeof text === 'string' && text.trim() !== '') texts[name] = text;
  }
  if (content.location?.neighborhood?.trim()) texts['Neighbourhood'] = content.location.neighborhood;
  const clean = (items: readonly string[] | undefined) => (items ?? []).filter((i) => typeof i === 'string' && i.trim() !== '');
  return {
    texts,
    lists: {
      Amenities: clean(content.amenities),
      'House Rules': clean(content.houseRules),
      'Guest Safety': clean(content.detailedAmenities?.safety),
    },
  };
}

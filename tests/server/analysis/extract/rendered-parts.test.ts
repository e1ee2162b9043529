import type { ListingContent } from '../../../../contract/wire';
import { listingOf } from '../../../support/server/sample-pages';

// The parts of a rendered page a host saves from the browser, on small synthetic pages written in the page's
// structure (data-section-id blocks, headings drawn as styled spans, lists inside buttons): the description's
// parts wherever a heading introduces them, the totals a page states for lists it shows in part, and the
// policies block. Words and addresses are invented.

const URL = 'https://www.airbnb.com/rooms/4242';
const PHOTO = (n: number, listing = '4242') => `https://a0.muscache.com/im/pictures/miso/Hosting-${listing}/original/photo-${n}.jpeg`;

function page(sections: Record<string, string>, after = ''): string {
  const blocks = Object.entries(sections)
    .map(([id, inner]) => `<div data-section-id="${id}" data-plugin-in-point-id="${id}"><div class="c1yo0219">${inner}</div></div>`)
    .join('\n');
  return `<!DOCTYPE html><html lang="en"><head><title>Airbnb</title></head><body><main>
<div data-section-id="TITLE_DEFAULT"><section><h1>Quiet flat by the river</h1></section></div>
${blocks}
</main>${after}</body></html>`;
}

const read = (sections: Record<string, string>, after = ''): ListingContent => listingOf(page(sections, after), URL);

/** The description block as the 2025 page draws it: one text span, each part's heading a bold-styled span. */
function descriptionBlock(parts: [heading: string | null, text: string][]): string {
  const html = parts
    .map(([heading, text]) => `${heading ? `<span class="_g5uevq">${heading}</span><br>` : ''}${text.replace(/\n/g, '<br>')}`)
    .join('<br><br>');
  return `<div style="-webkit-line-clamp:6"><span><span class="lrl13de">${html}</span></span></div><div><button type="button" aria-label="Show more about this place"><span>Show more</span></button></div>`;
}

describe('headings inside the description block', () => {
  it('files each part under its heading (English), however the heading is drawn', () => {
    const content = read({
      DESCRIPTION_DEFAULT: descriptionBlock([
        [null, 'Bright flat near the river.\n\n**Convenience** Two minutes from the tram.'],
        ['The space', 'The space\nOne bedroom and a sofa bed.'],
        ['Guest access', 'The whole flat.'],
        ['Other things to note', 'Quiet after 22:00.'],
      ]),
    });
    expect(content.descriptionSections).toEqual({
      'Listing Description': 'Bright flat near the river.\n\n**Convenience** Two minutes from the tram.',
      // The host repeated the heading as the first line of the text: that line is text, not a second heading.
      'The space': 'The space\nOne bedroom and a sofa bed.',
      'Guest access': 'The whole flat.',
      'Other things to note': 'Quiet after 22:00.',
    });
  });

  it('reads Italian headings', () => {
    const content = read({
      DESCRIPTION_DEFAULT: descriptionBlock([
        [null, 'Luminoso bilocale vicino al fiume.'],
        ['Lo spazio', 'Camera matrimoniale e divano letto.'],
        ['Accesso per gli ospiti', "Tutto l'appartamento."],
        ['Altre cose da notare', 'Silenzio dopo le 22.'],
      ]),
    });
    expect(Object.keys(content.descriptionSections)).toEqual(['Listing Description', 'The space', 'Guest access', 'Other things to note']);
    expect(content.descriptionSections['Guest access']).toBe("Tutto l'appartamento.");
  });

  it('reads Spanish headings, and a heading drawn as a bare line of text after a blank line', () => {
    const html =
      'Piso luminoso junto al río.<br><br>El alojamiento<br>Un dormitorio y un sofá cama.<br><br>Acceso de los huéspedes<br>Todo el piso.';
    const content = read({ DESCRIPTION_DEFAULT: `<div><span><span>${html}</span></span></div>` });
    expect(content.descriptionSections).toEqual({
      'Listing Description': 'Piso luminoso junto al río.',
      'The space': 'Un dormitorio y un sofá cama.',
      'Guest access': 'Todo el piso.',
    });
  });

  it('keeps a heading it does not know under its own name, and bold words inside a sentence as text', () => {
    const content = read({
      DESCRIPTION_DEFAULT: descriptionBlock([
        [null, 'A <span class="b">very</span> quiet flat.'],
        ['What you’ll do', 'Walk to the old town.'],
      ]),
    });
    expect(content.descriptionSections).toEqual({ 'Listing Description': 'A very quiet flat.', 'What you’ll do': 'Walk to the old town.' });
  });

  it('reads an opened "Show more" dialog, headings and all, in French', () => {
    const dialog = `<div role="dialog" aria-modal="true" aria-label="À propos de ce logement"><button aria-label="Fermer" type="button"></button><section><h1>À propos de ce logement</h1><div><span>Appartement lumineux au bord du fleuve.</span></div><section><h2>Le logement</h2><div><span>Une chambre et un canapé-lit.</span></div></section><section><h2>Accès des voyageurs</h2><div><span>Tout l'appartement.</span></div></section><section><h2>Autres remarques</h2><div><span>Calme après 22 h.</span></div></section></section></div>`;
    const content = read({ DESCRIPTION_DEFAULT: descriptionBlock([[null, 'Appartement lumineux au bord…']]) }, dialog);
    expect(content.descriptionSections).toEqual({
      'Listing Description': 'Appartement lumineux au bord du fleuve.',
      'The space': 'Une chambre et un canapé-lit.',
      'Guest access': "Tout l'appartement.",
      'Other things to note': 'Calme après 22 h.',
    });
  });
});

describe('totals the page states for lists it shows in part', () => {
  const amenities = (n: number, button: string) =>
    `<section><h2>What this place offers</h2><div>${Array.from({ length: n }, (_, i) => `<div><div>Amenity ${i + 1}</div></div>`).join(
      '',
    )}</div><div><button type="button"><span>${button}</span></button></div></section>`;

  it('keeps "Show all 65 amenities" as the amenity total and marks the list as cut short', () => {
    const content = read({ AMENITIES_DEFAULT: amenities(5, 'Show all 65 amenities') });
    expect(content.amenities).toHaveLength(5);
    expect(content.statedTotals).toEqual({ amenities: 65 });
    expect(content.extraction?.notOnPage).toContain('amenitiesList');
  });

  it('reads the total in other languages too ("Mostra tutti i 12 servizi")', () => {
    expect(read({ AMENITIES_DEFAULT: amenities(4, 'Mostra tutti i 12 servizi') }).statedTotals).toEqual({ amenities: 12 });
  });

  it('keeps "1 / 32" and "Showing photo 1 of 32" as the photo total of a hero that shows five', () => {
    const hero = `${[1, 2, 3, 4, 5]
      .map(
        (n) =>
          `<button type="button"><picture><source srcset="${PHOTO(n)}?im_w=720 1x"><img alt="" src="./saved_files/${n}.jpeg"></picture></button>`,
      )
      .join('')}<div><span aria-live="polite">Showing photo 1 of 32</span><div aria-hidden="true">1 / 32</div></div>`;
    const content = read({ HERO_DEFAULT: hero });
    expect(content.photos.map((p) => p.url)).toEqual([1, 2, 3, 4, 5].map((n) => PHOTO(n)));
    expect(content.statedTotals).toEqual({ photos: 32 });
    expect(content.extraction?.notOnPage).toContain('photoTour');
  });

  it('reads every slide of a narrow page’s carousel, drawn or not, and no other listing’s photo or the host’s avatar', () => {
    const slides = Array.from({ length: 8 }, (_, i) => i + 1)
      .map(
        (n) =>
          `<li aria-hidden="${n === 1 ? 'false' : 'true'}" data-key="${PHOTO(n)}"><div data-key="${PHOTO(n)}">${
            n <= 2
              ? `<button><picture><img alt="Show all photos" src="./files/${n}.jpeg" data-original-uri="${PHOTO(n)}"></picture></button>`
              : ''
          }</div></li>`,
      )
      .join('');
    const hero = `<ul>${slides}<li data-key="${PHOTO(99, '777')}"></li></ul><div><span>Showing photo 1 of 8</span><div aria-hidden="true">1 / 8</div></div>`;
    const host = `<div><img alt="Host" src="https://a0.muscache.com/im/pictures/user/avatar-1.jpg"></div><div>Hosted by Ana</div>`;
    const sleeping = `<section><h2>Where you’ll sleep</h2><div role="img" aria-label="Bedroom"><picture><img alt="Bedroom" data-original-uri="${PHOTO(3)}"></picture></div><div>Bedroom</div><div>1 queen bed</div></section>`;
    const content = read({ HERO_DEFAULT: hero, HOST_OVERVIEW_DEFAULT: host, SLEEPING_ARRANGEMENT_WITH_IMAGES: sleeping });
    expect(content.photos.map((p) => p.url)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => PHOTO(n)));
    expect(content.photos[2]!.roomLabel).toBe('Bedroom');
    // Every photo the page counts was read: the list is not cut short.
    expect(content.statedTotals).toEqual({ photos: 8 });
    expect(content.extraction?.notOnPage ?? []).not.toContain('photoTour');
  });

  it('reads a photo drawn only as a background image', () => {
    const hero = `<div style="background-image: url(&quot;${PHOTO(1)}?im_w=720&quot;); background-size: cover;"></div>`;
    expect(read({ HERO_DEFAULT: hero }).photos.map((p) => p.url)).toEqual([PHOTO(1)]);
  });
});

describe('the policies block', () => {
  /** One list of "Things to know" as the 2025 page draws it: a button that opens the list in full. */
  const list = (title: string, lines: string[]) =>
    `<button type="button"><section><div><div><section><h2>${title}</h2></section></div><div>${lines
      .map((l) => `<div>${l}</div>`)
      .join('')}<div aria-hidden="true">Show more</div></div></div></section></button>`;

  it('reads house rules, the Safety & property lines and the cancellation summary from inside its buttons', () => {
    const content = read({
      POLICIES_DEFAULT: `<div>${list('Cancellation policy', [
        '<span>Free cancellation before Aug 6. Cancel before Aug 29 for a partial refund.</span>',
        '<span>Review this Host’s full policy for details.</span>',
      ])}${list('House rules', ['Check-in after 3:00 p.m.', 'Checkout before 11:00 a.m.', '2 guests maximum', 'Show more'])}${list(
        'Safety &amp; property',
        ['Exterior security cameras on property', 'Carbon monoxide alarm', 'Smoke alarm'],
      )}</div>`,
    });
    expect(content.houseRules).toEqual(['Check-in after 3:00 p.m.', 'Checkout before 11:00 a.m.', '2 guests maximum']);
    expect([content.checkIn, content.checkOut, content.capacity.guests]).toEqual(['after 3:00 p.m.', 'before 11:00 a.m.', null]);
    expect(content.safetyAndProperty).toEqual(['Exterior security cameras on property', 'Carbon monoxide alarm', 'Smoke alarm']);
    // The devices the listing has; the camera is a disclosure, not a safety device.
    expect(content.detailedAmenities.safety).toEqual(['Carbon monoxide alarm', 'Smoke alarm']);
    expect(content.cancellationPolicy).toBe('Free cancellation before Aug 6. Cancel before Aug 29 for a partial refund.');
  });

  it('reads the 2021 block (headings as plain lines, "Health & safety", links to show all) and an undated page’s cancellation', () => {
    const block = `<section><h2>Things to know</h2></section><div><div>House rules</div><div><span>\u{F0025}</span>Check-in: After 16:00</div><div>No smoking</div><a href="/rooms/4242/house-rules">Show all</a></div><div><div>Health &amp; safety</div><div>Committed to Airbnb's enhanced cleaning process. <a href="/help">Learn more</a></div><div>Smoke alarm not reported <a href="/help/2478">Learn more</a></div></div><div><div>Cancellation policy</div><div>Add your trip dates to get the cancellation details for this stay.</div><button type="button">Add dates</button></div>`;
    const content = read({ POLICIES_DEFAULT: block });
    expect(content.houseRules).toEqual(['Check-in: After 16:00', 'No smoking']);
    expect(content.checkIn).toBe('After 16:00');
    expect(content.safetyAndProperty).toEqual(["Committed to Airbnb's enhanced cleaning process.", 'Smoke alarm not reported']);
    expect(content.detailedAmenities.safety).toEqual([]);
    expect(content.cancellationPolicy).toBeNull();
  });

  it('reads an Italian block, and the whole list from an opened "Regole della casa" dialog', () => {
    const dialog = `<div role="dialog" aria-modal="true" aria-label="Regole della casa"><section><h1>Regole della casa</h1><h2>Arrivo e partenza</h2><div>Check-in dopo le 15:00</div><div>Check-out entro le 10:00</div><h2>Durante il soggiorno</h2><div>Massimo 2 ospiti</div><div>Vietato fumare</div></section></div>`;
    const content = read(
      {
        POLICIES_DEFAULT: `<div>${list('Regole della casa', ['Check-in dopo le 15:00', 'Massimo 2 ospiti'])}${list(
          'Sicurezza e proprietà',
          ['Rilevatore di monossido di carbonio non segnalato', 'Rilevatore di fumo'],
        )}</div>`,
      },
      dialog,
    );
    expect(content.houseRules).toEqual(['Check-in dopo le 15:00', 'Check-out entro le 10:00', 'Massimo 2 ospiti', 'Vietato fumare']);
    expect(content.safetyAndProperty).toEqual(['Rilevatore di monossido di carbonio non segnalato', 'Rilevatore di fumo']);
    expect(content.detailedAmenities.safety).toEqual(['Rilevatore di fumo']);
  });

  it('counts a device named in both the amenities and the policies once', () => {
    const content = read({
      AMENITIES_DEFAULT: `<section><h2>Cosa troverai</h2><div><div><div>Allarme antincendio</div></div><div><div>Wifi</div></div></div></section>`,
      POLICIES_DEFAULT: `<div>${list('Sicurezza e proprietà', ['Rilevatore di fumo'])}</div>`,
    });
    expect(content.detailedAmenities.safety).toEqual(['Allarme antincendio']);
    expect(content.safetyAndProperty).toEqual(['Rilevatore di fumo']);
  });
});

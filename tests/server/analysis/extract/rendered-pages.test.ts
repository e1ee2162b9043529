import { score } from '../../../../server/analysis/score';
import { renderRenderedPage } from '../../../../server/samples/render-rendered-page';
import { sampleBySlug } from '../../../../server/samples/sample-listings';
import { extract, listingOf, samplePage, withState } from '../../../support/server/sample-pages';
import { PAGE_TOO_COMPLEX_MESSAGE, PageTooComplexError } from '../../../../server/analysis/extract/page-limits';

// Pages whose listing is in the rendered page: saved from the browser after clicking through (the embedded
// state is the page the host came from), skeleton pages filled by Airbnb's script, trimmed pages. Each field
// comes from the best part of the page that has it: embedded state, then the rendered blocks, then JSON-LD,
// then the head's meta tags; the listing records which.

const alfama = sampleBySlug('alfama-loft')!;
const fromState = listingOf(samplePage('alfama-loft'));

describe('a page saved after clicking through from the homepage (listing only in the rendered page)', () => {
  const saved = listingOf(samplePage('alfama-loft-saved-page'));

  it('ignores the homepage query in the embedded state and reads the listing from the page', () => {
    expect(saved.extraction).toEqual({ format: 'airbnb-rendered-dom', partial: false, notOnPage: ['photoTour', 'amenitiesList'] });
    expect(saved.platformListingId).toBe('900000000000000107');
    const sources = new Set(Object.entries(saved.fieldSources ?? {}).map(([field, source]) => `${field}:${source}`));
    expect(sources).toContain('title:dom');
    expect([...sources].filter((s) => !s.endsWith(':dom'))).toEqual(['language:meta']);
  });

  it('reads every field a person reads off the page, as the embedded state gives them', () => {
    for (const field of [
      'title',
      'propertyType',
      'roomType',
      'capacity',
      'descriptionSections',
      'highlights',
      'rating',
      'reviewCount',
      'host',
    ] as const)
      expect([field, saved[field]]).toEqual([field, fromState[field]]);
    expect(saved.location).toEqual(fromState.location);
    // The first ten amenities, and the total of "Show all 42 amenities".
    expect(saved.amenityDetails).toHaveLength(10);
    for (const title of saved.amenities) expect(fromState.amenities).toContain(title);
    expect(saved.statedTotals).toEqual({ photos: 25, amenities: fromState.amenities.length });
    // With the full amenity list not opened, the devices come from the policies' Safety & property lines.
    expect(saved.detailedAmenities.safety).toEqual(['Smoke alarm', 'Carbon monoxide alarm']);
    for (const device of saved.detailedAmenities.safety) expect(fromState.detailedAmenities.safety).toContain(device);
    expect(saved.safetyAndProperty).toEqual(fromState.safetyAndProperty);
    expect([saved.checkIn, saved.checkOut]).toEqual([fromState.checkIn, fromState.checkOut]);
    // The page rounds category ratings to one decimal.
    expect(saved.categoryRatings).toEqual({ cleanliness: 5, accuracy: 5, checkin: 5, communication: 5, location: 5, value: 4.9 });
    // "Things to know" shows the first three rules; the full list is behind "Show more".
    expect(saved.houseRules).toEqual(fromState.houseRules.slice(0, 3));
  });

  it('takes the hero photos and the room photos, and judges the photo count by the total the page states', () => {
    expect(saved.photos.map((p) => p.url)).toEqual(
      [1, 2, 3, 4, 5, 16].map((n) => `http://127.0.0.1:8822/samples/photos/alfama-loft-saved-page/${n}.jpg`),
    );
    // "Where you'll sleep" names the room of its photos, as the photo tour does.
    const file = (url: string) => /\/(\d+)\.jpg/.exec(url)![1];
    const rooms = new Map(fromState.photos.map((p) => [file(p.url), p.roomLabel]));
    const labelled = saved.photos.filter((p) => p.roomLabel !== null);
    expect(labelled.map((p) => file(p.url))).toEqual(['16']);
    for (const p of labelled) expect(p.roomLabel).toBe(rooms.get(file(p.url)));
    const count = score(saved).recommendations.checks.find((c) => c.id === 'photos.count')!;
    expect(count).toMatchObject({ points: 22, maxPoints: 25 });
    expect(count.evidence).toBe(
      '25 photos, as the page states. The page we read shows 6; the other 19 could not be seen (the photo tour was not on the page we read), so they count as the page states.',
    );
  });

  it('reads all photos with their rooms when the photo tour was open', () => {
    const toured = listingOf(renderRenderedPage(alfama, { photoTour: true, previousPage: 'none' }));
    expect(toured.photos).toHaveLength(25);
    // The tour groups photos by room, so its order is not the listing's; each photo keeps its room.
    const roomOf = (l: typeof toured) => Object.fromEntries(l.photos.map((p) => [p.url.replace(/\?.*$/, ''), p.roomLabel]));
    expect(roomOf(toured)).toEqual(roomOf(fromState));
    expect(toured.extraction?.notOnPage).toEqual(['amenitiesList']);
  });

  it('reads the page when a stray <!DOCTYPE> sits inside a section (a page pasted into itself)', () => {
    const page = samplePage('alfama-loft-saved-page');
    const twice = page.replace('<section><div><span><h1', '<section><!DOCTYPE html><div><span><h1');
    expect(twice).not.toBe(page);
    const read = listingOf(twice);
    expect(read.title).toBe(saved.title);
    expect(read.photos).toHaveLength(saved.photos.length);
  });
});

it('reads the rating from the overview when the reviews section is not on the page', () => {
  const content = listingOf(renderRenderedPage(alfama, { sections: ['TITLE_DEFAULT', 'OVERVIEW_DEFAULT_V2'] }));
  expect([content.rating, content.reviewCount]).toEqual([4.96, 212]);
  expect(content.fieldSources).toMatchObject({ rating: 'dom', reviewCount: 'dom' });
});

describe('embedded state of another listing', () => {
  it('is not mistaken for the listing the page shows', () => {
    const otherListingsState = /<script id="data-deferred-state-0"[\s\S]*?<\/script>/.exec(
      samplePage('lakeside-cabin').replace('data-deferred-state"', 'data-deferred-state-0"'),
    )![0];
    const page = samplePage('alfama-loft-saved-page').replace(/<script id="data-deferred-state-0"[\s\S]*?<\/script>/, otherListingsState);
    const content = listingOf(page);
    expect(content.title).toBe(alfama.title);
    expect(content.fieldSources?.title).toBe('dom');
    expect(content.extraction?.format).toBe('airbnb-rendered-dom');
  });

  it('is reported as the wrong page when the page shows nothing of its own', () => {
    const state = /<script id="data-deferred-state-0"[\s\S]*?<\/script>/.exec(samplePage('alfama-loft'))![0];
    const page = `<html><head><link rel="canonical" href="https://www.airbnb.com/rooms/77"></head><body>${state}</body></html>`;
    expect(extract(page)).toMatchObject({
      status: 'wrong_page',
      detail: 'embedded StaysPdpSections is for listing 900000000000000101, the page shows 77',
    });
  });
});

describe('field by field: the state first, the rendered page for what it lacks', () => {
  it('fills what the state does not give from the page, and says where each came from', () => {
    const state = withState(samplePage('alfama-loft'), (s) => {
      const sections = s.niobeClientData[0][1].data.presentation.stayProductDetailPage.sections.sections as {
        sectionId: string;
        section: unknown;
      }[];
      for (const c of sections)
        if (['DESCRIPTION_DEFAULT', 'DESCRIPTION_MODAL', 'LOCATION_DEFAULT'].includes(c.sectionId)) c.section = null;
    });
    const rendered = renderRenderedPage(alfama, { sections: ['DESCRIPTION_DEFAULT', 'LOCATION_DEFAULT'], previousPage: 'none' }).replace(
      /900000000000000107/g,
      alfama.id,
    );
    const body = /<main id="site-content">([\s\S]*?)<\/main>/.exec(rendered)![1]!;
    const page = state.replace(/<main>[\s\S]*?<\/main>/, `<main>${body}</main>`);
    const content = listingOf(page);
    expect(content.descriptionSections).toEqual(fromState.descriptionSections);
    expect(content.location.neighborhood).toBe(fromState.location.neighborhood);
    expect(content.fieldSources).toMatchObject({
      title: 'state',
      amenities: 'state',
      descriptionSections: 'dom',
      neighborhood: 'dom',
      coordinates: 'state',
    });
  });
});

describe('trimmed and partial pages', () => {
  const trimmed = listingOf(samplePage('lakeside-cabin-trimmed'));

  it('are analysed with what they have, not reported as not found', () => {
    expect(trimmed.title).toBeNull();
    expect(trimmed.propertyType).toBe('Entire cabin');
    expect(trimmed.amenities).toHaveLength(10);
    expect(trimmed.photos).toHaveLength(5);
    expect(trimmed.extraction).toEqual({
      format: 'airbnb-rendered-dom',
      partial: true,
      notOnPage: ['title', 'description', 'houseRules', 'photoTour', 'amenitiesList'],
    });
  });

  it('score what is missing as missing, saying it was not on the page we read', () => {
    const { recommendations: r } = score(trimmed);
    const evidence = (id: string) => r.checks.find((c) => c.id === id)!.evidence;
    expect(evidence('title.length-limit')).toBe(
      'Title: not on the page we read, so it earns no points until a page that shows it is read.',
    );
    expect(evidence('description.listingDescription.present')).toBe(
      'Description: not on the page we read, so it earns no points until a page that shows it is read.',
    );
    // The amenities were cut short, not missing: their count is the one the page states.
    expect(evidence('amenities.count')).toMatch(
      /^14 amenities, as the page states\. The page we read shows 10; the other 4 could not be seen/,
    );
  });

  it('are "not found" only with no listing content at all', () => {
    const empty = renderRenderedPage(alfama, { sections: [] });
    expect(extract(empty).status).toBe('wrong_page');
    const shell = '<html><body><div data-section-id="TITLE_DEFAULT"><span aria-busy="true"></span></div></body></html>';
    expect(extract(shell, 'https://www.airbnb.com/rooms/5').status).toBe('not_found');
  });
});

describe('modals saved open', () => {
  it('reads the description from an open "About this space" modal, part by part', () => {
    const modal = `<div role="dialog" aria-label="About this space"><section><h1>About this space</h1><div><span>Summary line one.<br>Line two.</span></div><h2>The space</h2><div><span>All yours.</span></div><h2>Guest access</h2><div><span>Keys in the box.</span></div></section></div>`;
    const page = samplePage('alfama-loft-saved-page').replace('</main>', `</main>${modal}`);
    expect(listingOf(page).descriptionSections).toEqual({
      'Listing Description': 'Summary line one.\nLine two.',
      'The space': 'All yours.',
      'Guest access': 'Keys in the box.',
    });
  });

  it('keeps struck-through amenities apart as unavailable', () => {
    const page = samplePage('lakeside-cabin-trimmed').replace(
      /<h2>What this place offers<\/h2><div>/,
      '<h2>What this place offers</h2><div><div><div><del>Pool</del></div></div>',
    );
    const content = listingOf(page);
    expect(content.amenityDetails[0]).toEqual({ title: 'Pool', group: null, available: false, subtitle: null });
    expect(content.amenities).not.toContain('Pool');
  });
});

it('refuses a page nested thousands of elements deep, as too complex, rather than walking it', () => {
  const n = 3_000;
  const deep = `<html><body><div data-section-id="TITLE_DEFAULT">${'<div>'.repeat(n)}<h1>Deep</h1>${'</div>'.repeat(n)}</div></body></html>`;
  expect(() => extract(deep, 'https://www.airbnb.com/rooms/5')).toThrow(PageTooComplexError);
  expect(() => extract(deep.replace('data-section-id="TITLE_DEFAULT"', 'id="x"'))).toThrow(PAGE_TOO_COMPLEX_MESSAGE);
});

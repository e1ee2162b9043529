import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { OVERVIEW, type ShownParts } from './capture-inventory';

// Real saved Airbnb pages found in public GitHub repositories, read where they sit: from a local mirror of the
// repository (the `fetch` tool of the team's workstation puts them under /work/.mirror/<owner>+<name>/repo, or
// set PUBLIC_PAGES_MIRRORS). Nothing of them is copied into this repository; what each page shows is written
// down here as counts and our own section names only. Tests and `npm run read-rate` say plainly when a mirror is
// not there and the page was not read. README "Real pages the reader was tried on" lists them.

export const MIRRORS = process.env.PUBLIC_PAGES_MIRRORS ?? '/work/.mirror';

export interface PublicPage {
  /** Short name used in test titles and the rate table. */
  name: string;
  repo: string;
  commit: string;
  file: string;
  /** When it was captured, its language and format, as the page itself shows. */
  taken: string;
  language: string;
  format: string;
  /** The listing address the page is of (for the reader's context). */
  url: string;
  /** Some captures sit inside source code; this takes the page out (no content is changed). */
  unwrap?: (text: string) => string;
  shown: ShownParts;
}

export const PUBLIC_PAGES: PublicPage[] = [
  {
    name: '2025-07 en-CA saved page (mobile layout)',
    repo: 'flyingmermaidd/Airbnb_Trends_Analysis',
    commit: '5241019b2b41594b1dd0276adb27b60bea782d26',
    file: 'sample_airbnb_page.html',
    taken: '2025-07',
    language: 'en-CA',
    format: 'Chrome "Webpage, complete" save of a listing reached by clicking; the listing only in the rendered page',
    url: 'https://www.airbnb.ca/rooms/1035103363769989256',
    shown: {
      scalars: [
        'title',
        'propertyType',
        'roomType',
        'place',
        'guests',
        'bedrooms',
        'beds',
        'baths',
        'highlights',
        'checkIn',
        'checkOut',
        'cancellationPolicy',
        'rating',
        'reviewCount',
        'host',
        'guestFavourite',
        'language',
      ],
      sections: ['Listing Description', 'The space', 'Guest access'],
      // The hero carousel holds all 32 photos ("1 / 32"), four of them drawn.
      photos: 32,
      photoTotal: 32,
      amenities: 5,
      amenityTotal: 65,
      safety: 2,
      safetyAndProperty: 3,
      houseRules: 3,
    },
  },
  {
    name: '2021-03 en-GB rendered page (earlier save, another listing)',
    repo: 'pidg3/tn-tech-test',
    commit: '973412dcc4bdf60893fb5ed614cccc26b3877ca0',
    file: 'tests/test_page.html',
    taken: '2021-03',
    language: 'en-GB',
    format: 'Selenium-rendered page, skeleton state, amenities not opened',
    url: 'https://www.airbnb.co.uk/rooms/33571268',
    shown: {
      scalars: [...OVERVIEW, 'highlights', 'checkIn', 'checkOut', 'reviewCount', 'host'],
      sections: ['Listing Description'],
      photos: 5,
      amenities: 5,
      amenityTotal: 9,
      safetyAndProperty: 5,
      houseRules: 5,
    },
  },
  {
    name: '2018-01 en-GB page with its redux state',
    repo: 'ejrb/travelnest',
    commit: 'b8c7d295e8748156ecaf5936be89a0c79b9cb2dd',
    file: 'TestPage.htm',
    taken: '2018-01',
    language: 'en-GB',
    format: 'server page with bootstrapData.reduxData.homePDP.listingInfo.listing',
    url: 'https://www.airbnb.co.uk/rooms/19278160',
    shown: {
      scalars: [...OVERVIEW, 'checkIn', 'checkOut', 'rating', 'reviewCount', 'categoryRatings', 'host', 'language'],
      sections: ['Listing Description'],
      photos: 39,
      photoTotal: 39,
      amenities: 14,
      safety: 2,
      houseRules: 6,
    },
  },
  {
    name: '2026-05 it-IT server page (second capture)',
    repo: 'davidesurace76-glitch/the_milano_suite',
    commit: '386a3f73fc9d202817e6b68eca3d2ac28c96e31c',
    file: 'airbnb.html',
    taken: '2026-05',
    language: 'it-IT',
    format: 'deferred state (niobeClientData) with Title/Amenities/Highlights/Description moved to data.node',
    url: 'https://www.airbnb.it/rooms/1438101512728990114',
    shown: {
      scalars: [
        ...OVERVIEW,
        'highlights',
        'cancellationPolicy',
        'rating',
        'reviewCount',
        'categoryRatings',
        'host',
        'guestFavourite',
        'language',
      ],
      sections: ['Listing Description', 'The space', 'Registration details'],
      photos: 17,
      photoTotal: 17,
      amenities: 11,
      safety: 4,
      safetyAndProperty: 2,
      houseRules: 2,
    },
  },
  {
    name: '2026-07 en distilled page (hotel room, content on data.node)',
    repo: 'vicnaum/booking-reviews-scraper',
    commit: '3e9266a2e745c42aa036de1dca0eb4924a78cbb6',
    file: 'tests/fixtures/airbnb-pdp/51945222-deferred.html',
    taken: '2026-07',
    language: 'en',
    format: 'deferred state distilled by its author: typename-only sections, title, rating and amenities on data.node',
    url: 'https://www.airbnb.com/rooms/51945222',
    shown: {
      scalars: ['title', 'propertyType', 'guests', 'rating', 'reviewCount', 'categoryRatings'],
      sections: [],
      amenities: 1,
    },
  },
  {
    name: '2024 en rendered page kept as a PHP template',
    repo: 'webscriptmaster/bnbclone',
    commit: 'f659f704a44b8951985925e3e69dd8478f3f27e8',
    file: 'old-update/rooms/view.php',
    taken: '2024',
    language: 'en',
    format: 'a saved rendered page whose title and photos were replaced by PHP; description and policies are the saved ones',
    url: 'https://www.airbnb.com/rooms/1016153',
    shown: {
      scalars: ['checkIn', 'checkOut'],
      sections: ['Listing Description', 'The space', 'Guest access', 'Other things to note'],
      houseRules: 3,
      safetyAndProperty: 3,
    },
  },
];

/** The mirror's git directory for a repository, or null when it is not on this machine. */
export function mirrorOf(repo: string): string | null {
  const dir = path.join(MIRRORS, repo.replace('/', '+'), 'repo');
  return existsSync(dir) ? dir : null;
}

/** The page's text from the mirror, or null when the mirror (or that commit) is not here. */
export function readPublicPage(page: PublicPage): string | null {
  const dir = mirrorOf(page.repo);
  if (!dir) return null;
  try {
    const text = execFileSync('git', ['--git-dir', dir, 'show', `${page.commit}:${page.file}`], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return page.unwrap ? page.unwrap(text) : text;
  } catch {
    return null;
  }
}

import { renderAirbnbPage, renderBlockedPage } from './render-airbnb-page';
import { renderJsonLdPage } from './render-json-ld-page';
import { renderRenderedPage } from './render-rendered-page';
import { samplePagePath } from './sample-listings';
import type { SampleListing } from './sample-types';

/**
 * The page of one sample as committed under samples/listings/. Photo and page links are root-relative
 * (/samples/...), so the pages work on whatever origin serves them; the analyser resolves them against the
 * address it read the page from, as a browser would.
 */
export function renderSamplePage(sample: SampleListing): string {
  switch (sample.format) {
    case 'airbnb-blocked':
      return renderBlockedPage(sample);
    case 'airbnb-2025-rendered-save':
      return renderRenderedPage(sample);
    case 'airbnb-trimmed-save':
      return renderRenderedPage(sample, { sections: ['HERO_DEFAULT', 'OVERVIEW_DEFAULT_V2', 'AMENITIES_DEFAULT'] });
    case 'json-ld-vacation-rental':
      return renderJsonLdPage(sample, '', samplePagePath(sample));
    default:
      return renderAirbnbPage(sample, '');
  }
}

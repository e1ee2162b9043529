import { mayHoldLegacyListing } from '../../../../server/analysis/extract/airbnb/legacy-listing';
import { mayHoldPdpPayload } from '../../../../server/analysis/extract/airbnb/pdp-payload';

// The prefilters rule a state text out only when it cannot hold what is looked for: a key written as it is, or
// with \u escapes of its characters, always lets it through.

describe('the payload prefilter', () => {
  it.each([
    ['the key as it is', '{"data":{"presentation":{"stayProductDetailPage":{}}}}', true],
    ['an escaped letter', '{"\\u0073tayProductDetailPage":{}}', true],
    ['an escaped capital', '{"stay\\u0050roductDetailPage":{}}', true],
    ['an escape that is no letter', '{"a":"\\u0020"}', false],
    ['neither', '{"stayProductDetail":{},"StayProductDetailPage":1}', false],
  ])('%s', (_, text, may) => {
    expect(mayHoldPdpPayload(['{}', text])).toBe(may);
  });
});

describe('the legacy listing prefilter', () => {
  it.each([
    ['a marker key', '{"listing":{"photos":[]}}', true],
    ['an escaped digit', '{"p\\u0033_summary_title":"x"}', true],
    ['an escaped underscore', '{"person\\u005fcapacity":2}', true],
    ['an escape that is no word character', '{"a":"\\u0026"}', false],
    ['neither', '{"photo":[],"listing_amenity":1}', false],
  ])('%s', (_, text, may) => {
    expect(mayHoldLegacyListing(['{}', text])).toBe(may);
  });
});

// The readers behind Guest Favourite readiness and the registration check, on small payloads written for these
// tests in the shapes of airbnb-data.md section 5: the six category ratings from whichever source holds each,
// the Guest Favourite flag, and the policies section's licence field.
import { readPdp } from '../../../../server/analysis/extract/airbnb/airbnb-extractor';
import { pdpAccessors } from '../../../../server/analysis/extract/airbnb/pdp-payload';
import { readLicenceNumbers } from '../../../../server/analysis/extract/airbnb/read-policies';
import { readCategoryRatings, readGuestFavourite } from '../../../../server/analysis/extract/airbnb/read-reviews';
import type { Json } from '../../../../server/analysis/extract/text';

function pdp(options: { sections?: Record<string, Json>; eventData?: Json; sbui?: Record<string, Json> }) {
  const payload = {
    data: {
      presentation: {
        stayProductDetailPage: {
          sections: {
            sections: Object.entries(options.sections ?? {}).map(([sectionId, section]) => ({ sectionId, section })),
            metadata: { loggingContext: { eventDataLogging: options.eventData ?? {} } },
            sbuiData: {
              sectionConfiguration: {
                root: { sections: Object.entries(options.sbui ?? {}).map(([sectionId, sectionData]) => ({ sectionId, sectionData })) },
              },
            },
          },
        },
      },
    },
  } as unknown as Json;
  return pdpAccessors(payload, 'niobeClientData', null);
}

const reviews = (extra: Json) => ({ REVIEWS_DEFAULT: { __typename: 'StayPdpReviewsSection', ...extra } });

describe('category ratings', () => {
  it('takes each of the six from the first source that has it', () => {
    const page = pdp({
      eventData: { cleanlinessRating: 4.91, valueRating: 4.7 },
      sections: reviews({
        ratings: [
          { categoryType: 'CLEANLINESS', localizedRating: '4,5' },
          { categoryType: 'CHECKIN', localizedRating: '4,8' },
          { categoryType: 'ACCURACY', localizedRating: '4,9' },
          { categoryType: 'COMMUNICATION', localizedRating: '5,0' },
          { categoryType: 'LOCATION', localizedRating: '4,6' },
        ],
      }),
    });
    expect(readCategoryRatings(page)).toEqual({
      cleanliness: 4.91,
      value: 4.7,
      checkin: 4.8,
      accuracy: 4.9,
      communication: 5,
      location: 4.6,
    });
  });

  it('puts 0-10 ratings of older pages on the 0-5 scale and drops what is not one of the six', () => {
    const page = pdp({
      eventData: { cleanlinessRating: 9, accuracyRating: 10 },
      sections: reviews({ ratings: [{ categoryType: 'AMENITIES', localizedRating: '4.9' }] }),
    });
    expect(readCategoryRatings(page)).toEqual({ cleanliness: 4.5, accuracy: 5 });
  });
});

describe('the Guest Favourite flag', () => {
  it('comes from the reviews section, then the overview logging context, then the banner', () => {
    expect(readGuestFavourite(pdp({ sections: reviews({ isGuestFavorite: true }) }))).toBe(true);
    expect(readGuestFavourite(pdp({ sections: reviews({ isGuestFavorite: false }) }))).toBe(false);
    const context = { reviewData: { loggingEventData: { eventData: { pdpContext: { isGuestFavorite: 'false' } } } } };
    expect(readGuestFavourite(pdp({ sbui: { OVERVIEW_DEFAULT_V2: context } }))).toBe(false);
    expect(readGuestFavourite(pdp({ sbui: { GUEST_FAVORITE_BANNER: { title: 'Guest favorite' } } }))).toBe(true);
    expect(readGuestFavourite(pdp({}))).toBeNull();
  });
});

describe('the licence field', () => {
  const policies = { POLICIES_DEFAULT: { __typename: 'PoliciesSection', propertyLicenseTextList: ['MC3021/2019', 'MC3021/2019', ''] } };

  it('is read from the policies section', () => {
    expect(readLicenceNumbers(pdp({ sections: policies }))).toEqual(['MC3021/2019']);
    expect(readLicenceNumbers(pdp({}))).toEqual([]);
  });

  it('is filed under Registration details, where Airbnb shows it, unless the description already has that section', () => {
    const content = readPdp(pdp({ sections: policies }), 'en').reading;
    expect(content.descriptionSections?.['Registration details']).toBe('MC3021/2019');
    const described = {
      ...policies,
      DESCRIPTION_DEFAULT: {
        __typename: 'PdpDescriptionSection',
        htmlDescription: { htmlText: 'A flat.<br /><br /><b>Registration details</b><br />OSE-STRREG-0000068' },
      },
    };
    expect(readPdp(pdp({ sections: described }), 'en').reading.descriptionSections?.['Registration details']).toBe('OSE-STRREG-0000068');
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { readMarketFile, MarketFileError, type MalformedRow, type MarketRow } from '../../../server/market';
import { COLUMNS_2024, COLUMNS_2025, marketCsv, marketFolder, marketRecord } from '../../support/server/market-files';

const folder = marketFolder();
afterAll(() => folder.cleanUp());

async function readAll(file: string, allSources = false) {
  const malformed: MalformedRow[] = [];
  const reading = readMarketFile(file, { onMalformed: (m) => malformed.push(m), allSources });
  const rows: MarketRow[] = [];
  for await (const row of reading) rows.push(row);
  return { rows, malformed, stats: reading.stats };
}

describe('readMarketFile: the two published layouts', () => {
  it('reads a 2025 file (79 columns) with its occupancy and revenue estimates', async () => {
    const file = folder.write(
      'munich.csv.gz',
      marketCsv([marketRecord({ id: 42, estimated_occupancy_l365d: 88, estimated_revenue_l365d: 9240 })]),
      true,
    );
    const { rows, stats } = await readAll(file);
    expect(stats).toMatchObject({ schema: '79', columns: 79, rows: 1, malformed: 0 });
    expect(rows[0]).toMatchObject({
      line: 2,
      id: '42',
      scrapedOn: '2025-09-27',
      roomType: 'Entire home/apt',
      accommodates: 2,
      price: 105,
      place: { latitude: 48.15, longitude: 11.57, city: 'Munich', neighbourhood: 'Maxvorstadt' },
      outcomes: {
        reviewsPerMonth: 0.42,
        numberOfReviews: 12,
        firstReview: '2023-05-01',
        estimatedOccupancyL365d: 88,
        estimatedRevenueL365d: 9240,
      },
    });
  });

  it('reads a 2024 file (75 columns), plain or gzipped, with no occupancy estimate', async () => {
    const csv = marketCsv([marketRecord({ id: 7, price: '$1,250.00' })], COLUMNS_2024);
    for (const file of [folder.write('tas.csv', csv), folder.write('tas.csv.gz', csv, true)]) {
      const { rows, stats } = await readAll(file);
      expect(stats).toMatchObject({ schema: '75', columns: 75, rows: 1 });
      expect(rows[0]!.price).toBe(1250);
      expect(rows[0]!.outcomes.estimatedOccupancyL365d).toBeNull();
      expect(rows[0]!.outcomes.estimatedRevenueL365d).toBeNull();
    }
  });

  it('maps a row to the ListingContent the app scores', async () => {
    const file = folder.write(
      'map.csv',
      marketCsv([
        marketRecord({
          id: 5,
          name: 'Loft &amp; garden',
          description: 'Sunny loft.<br /><br /><b>The space</b><br />Two rooms &amp; a garden.',
          license: 'Exempt: hotel',
          amenities: JSON.stringify(['Wifi', 'Kitchen', 'Self check-in']),
          bathrooms: '',
          bathrooms_text: 'Shared half-bath',
        }),
      ]),
    );
    const { content } = (await readAll(file)).rows[0]!;
    expect(content).toMatchObject({
      platform: 'airbnb',
      platformListingId: '5',
      canonicalUrl: 'https://www.airbnb.com/rooms/5',
      fetchedAt: '2025-09-27T00:00:00.000Z',
      title: 'Loft & garden',
      propertyType: 'Entire rental unit',
      roomType: 'Entire home/apt',
      location: { city: 'Munich', region: 'Bavaria', country: 'Germany', lat: 48.15, lng: 11.57, text: 'Munich, Bavaria, Germany' },
      capacity: { guests: 2, bedrooms: 1, beds: 1, baths: 0.5 },
      amenities: ['Wifi', 'Kitchen', 'Self check-in'],
      houseRules: [],
      price: null,
      rating: 4.8,
      reviewCount: 12,
      host: { name: 'Alex', isSuperhost: false },
      extraction: { format: 'inside-airbnb-csv', partial: false, notOnPage: ['photoTour'] },
    });
    expect(content.descriptionSections).toEqual({
      'Listing Description': 'Sunny loft.\n\nThe space\nTwo rooms & a garden.',
      'Registration details': 'Exempt: hotel',
    });
    expect(content.location.neighborhood).toBe('Quiet street, two bakeries and a park nearby.');
    expect(content.photos).toEqual([{ url: 'https://example.test/cover.jpg', caption: null, roomLabel: null, width: null, height: null }]);
    expect(content.categoryRatings).toEqual({ accuracy: 4.9, cleanliness: 4.7, checkin: 4.9, communication: 5, location: 4.8, value: 4.6 });
  });

  it('takes a one-part neighbourhood line for no place (a heading scraped into the column)', async () => {
    const file = folder.write('heading.csv', marketCsv([marketRecord({ neighbourhood: 'Neighborhood highlights' })]));
    const { content, place } = (await readAll(file)).rows[0]!;
    expect(content.location).toMatchObject({ city: null, region: null, country: null, text: null });
    expect(place.city).toBeNull();
  });

  it('keeps only live "city scrape" rows unless asked for all', async () => {
    const file = folder.write(
      'sources.csv',
      marketCsv([marketRecord({ id: 1 }), marketRecord({ id: 2, source: 'previous scrape', price: '' })]),
    );
    const live = await readAll(file);
    expect(live.rows.map((r) => r.id)).toEqual(['1']);
    expect(live.stats.otherSources).toBe(1);
    expect((await readAll(file, true)).rows.map((r) => r.id)).toEqual(['1', '2']);
  });

  it('reads a listing without reviews as 0 reviews per month, with no first review', async () => {
    const file = folder.write(
      'new.csv',
      marketCsv([marketRecord({ number_of_reviews: 0, reviews_per_month: '', first_review: '', last_review: '' })]),
    );
    expect((await readAll(file)).rows[0]!.outcomes).toMatchObject({ reviewsPerMonth: 0, numberOfReviews: 0, firstReview: null });
  });
});

describe('readMarketFile: quoting, HTML and damaged rows', () => {
  it('reads quoted fields that run over several lines, with doubled quotes, and numbers lines from where a row starts', async () => {
    const description = 'Line one, with a comma.\nLine two says "hello".\r\nLine three.';
    const file = folder.write('multi.csv', marketCsv([marketRecord({ id: 1, description }), marketRecord({ id: 2 })]));
    const { rows } = await readAll(file);
    expect(rows.map((r) => [r.id, r.line])).toEqual([
      ['1', 2],
      ['2', 5],
    ]);
    expect(rows[0]!.content.descriptionSections['Listing Description']).toBe(
      'Line one, with a comma.\nLine two says "hello".\nLine three.',
    );
  });

  it('turns the HTML of descriptions into the text a guest reads, and never keeps markup', async () => {
    const file = folder.write(
      'html.csv',
      marketCsv([
        marketRecord({ description: '<b>Cosy</b> flat&nbsp;&mdash; 5 min to the <i>Hauptbahnhof</i><br/><script>alert(1)</script>ok' }),
      ]),
    );
    const text = (await readAll(file)).rows[0]!.content.descriptionSections['Listing Description']!;
    expect(text).toBe('Cosy flat — 5 min to the Hauptbahnhof\nalert(1)ok');
    expect(text).not.toMatch(/[<>]/);
  });

  it('reports a malformed row with its line number, skips it and reads on', async () => {
    const good = (id: number) => marketRecord({ id });
    const csv = marketCsv([
      good(1),
      { ...good(2), amenities: '["Wifi", "Kitch' },
      good(3),
      { ...good(4), id: 'abc' },
      { ...good(5), latitude: 'north' },
      good(6),
    ]);
    // A row cut short (too few fields) after row 6, then one more good row.
    const cut = csv.replace(/\n$/, '') + '\n77,https://www.airbnb.com/rooms/77,1\n' + marketCsv([good(8)]).split('\n')[1] + '\n';
    const { rows, malformed, stats } = await readAll(folder.write('bad.csv', cut));
    expect(rows.map((r) => r.id)).toEqual(['1', '3', '6', '8']);
    expect(malformed.map((m) => [m.line, m.reason])).toEqual([
      [3, expect.stringContaining('amenities is not a JSON list')],
      [5, 'id is not a listing number ("abc")'],
      [6, 'latitude is not a number ("north")'],
      [8, 'the row has 3 fields where the header names 79'],
    ]);
    expect(stats.malformed).toBe(4);
  });

  it('reports a quote left open at the end of the file as one malformed row, keeping the rows before it', async () => {
    const csv = marketCsv([marketRecord({ id: 1 })]) + '2,"https://www.airbnb.com/rooms/2\nno closing quote here\n';
    const { rows, malformed } = await readAll(folder.write('open-quote.csv', csv));
    expect(rows.map((r) => r.id)).toEqual(['1']);
    expect(malformed).toEqual([expect.objectContaining({ line: 3, reason: expect.stringContaining('Quote Not Closed') })]);
  });
});

describe('readMarketFile: files it cannot read', () => {
  it('reads an empty file as no listings, and says it was empty', async () => {
    const { rows, stats } = await readAll(folder.write('empty.csv', ''));
    expect(rows).toEqual([]);
    expect(stats).toMatchObject({ empty: true, schema: null, rows: 0 });
    const headerOnly = await readAll(folder.write('header.csv.gz', `${COLUMNS_2025.join(',')}\n`, true));
    expect(headerOnly.stats).toMatchObject({ empty: false, schema: '79', rows: 0 });
  });

  it('rejects a missing file, a folder, damaged gzip and a file without listing columns with a clear error', async () => {
    const missing = path.join(path.dirname(folder.write('x.csv', '')), 'nope.csv.gz');
    expect(existsSync(missing)).toBe(false);
    await expect(readAll(missing)).rejects.toThrow(`Cannot read ${missing}: no such file.`);
    await expect(readAll(missing)).rejects.toBeInstanceOf(MarketFileError);
    await expect(readAll(path.dirname(missing))).rejects.toThrow('it is a folder, not a file');
    const damaged = folder.write('damaged.csv.gz', Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5, 6, 7]));
    await expect(readAll(damaged)).rejects.toThrow(MarketFileError);
    await expect(readAll(folder.write('other.csv', 'a,b,c\n1,2,3\n'))).rejects.toThrow(
      'is not an Inside Airbnb detailed listings file: its first line lacks the columns id, name, description, amenities.',
    );
  });
});

import { scoreOnOwnScales as score } from './helpers';
import { blankListing } from './fixtures';
import { checkOf } from './helpers';

const location = (neighborhood: string | null) => ({
  city: 'Rome',
  region: 'Lazio',
  country: 'Italy',
  lat: null,
  lng: null,
  text: 'Rome, Lazio, Italy',
  neighborhood,
});

describe('local optimisation', () => {
  it('grades the neighbourhood text by length', () => {
    const at = (text: string | null) =>
      checkOf(score(blankListing({ location: location(text) })).recommendations, 'localOptimization.neighbourhood-text').points;
    expect(at(null)).toBe(0);
    expect(at('Quiet street.')).toBe(10);
    expect(at('x'.repeat(150))).toBe(20);
    expect(at('x'.repeat(300))).toBe(30);
  });

  it('reads a host-written neighbourhood section too', () => {
    const r = score(blankListing({ descriptionSections: { 'The neighbourhood': 'x'.repeat(320) } })).recommendations;
    expect(checkOf(r, 'localOptimization.neighbourhood-text').points).toBe(30);
  });

  it('finds named places, their travel times and the ways to get there', () => {
    const text =
      'The Colosseum is 10 minutes on foot. Termini Station is 2 km away, or 5 minutes by metro. ' +
      'Walk to Campo de Fiori in 15 minutes. Fiumicino Airport is 40 minutes by taxi.';
    const r = score(blankListing({ location: location(text) })).recommendations;
    expect(checkOf(r, 'localOptimization.named-places').evidence).toBe(
      'Names 4 places: Colosseum, Termini Station, Campo de Fiori, Fiumicino Airport.',
    );
    expect(checkOf(r, 'localOptimization.travel-times')).toMatchObject({
      points: 30,
      evidence: expect.stringContaining('Colosseum (10 minutes)'),
    });
    expect(checkOf(r, 'localOptimization.travel-modes').points).toBe(20);
  });

  it('does not take sentence openers, days, amenities or the city itself for places', () => {
    const text = 'Enjoy Rome from here. Our Kitchen has a Smart TV and Wi-Fi. Markets open Tuesdays and Saturdays near the flat.';
    const r = score(blankListing({ location: location(text) })).recommendations;
    expect(checkOf(r, 'localOptimization.named-places')).toMatchObject({ points: 0 });
  });

  it('gives no travel-time points for vague closeness', () => {
    const r = score(blankListing({ location: location('Close to everything, a safe and central area.') })).recommendations;
    expect(checkOf(r, 'localOptimization.travel-times').points).toBe(0);
  });
});

describe('travel times as hosts write them', () => {
  it('reads numbers written as words and "half an hour", and bullets are not places', () => {
    const text =
      'The Castle is a ten minute walk uphill. Florence is twenty minutes by car. The Airport is half an hour by taxi.\n• Kitchen: near the door';
    const r = score(blankListing({ location: location(text) })).recommendations;
    expect(checkOf(r, 'localOptimization.travel-times').evidence).toBe(
      '3 named places with a travel time: Castle (ten minute), Florence (twenty minutes), Airport (half an hour).',
    );
    expect(checkOf(r, 'localOptimization.named-places').evidence).not.toContain('Kitchen');
  });

  it('gives half the travel-mode points for ways to travel named without times', () => {
    const r = score(blankListing({ location: location('Well connected to the centre by metro and tram.') })).recommendations;
    expect(checkOf(r, 'localOptimization.travel-modes')).toMatchObject({
      points: 10,
      evidence: 'Mentions metro, bus or tram, but with no travel times.',
    });
  });
});

// One name per amenity, so a listing's "Fast wifi – 300 Mbps" counts as the "Wifi" the busiest listings have,
// and "Samsung stainless steel oven" as an "Oven". Airbnb's amenity lines are a standard name, sometimes with a
// brand or a detail before it ("55 inch HDTV with Netflix"), after a colon ("Coffee maker: Nespresso") or after
// a dash ("Free washer – In unit"). The families below cover the lines a market file repeats most with
// variations (Munich 2025: 1,517 distinct lines, of which these families hold the common ones); any other line
// is its own amenity, compared without case or punctuation.

interface Family {
  label: string;
  pattern: RegExp;
}

// First match wins: the more specific family comes before the one whose words it contains.
const FAMILIES: readonly Family[] = [
  { label: 'Hair dryer', pattern: /\bhair\s*dryer\b/ },
  { label: 'Dishwasher', pattern: /\bdishwasher\b/ },
  { label: 'Microwave', pattern: /\bmicrowave\b/ },
  { label: 'Mini fridge', pattern: /\bmini\s*fridge\b/ },
  { label: 'Wine glasses', pattern: /\bwine glasses\b/ },
  { label: 'Pool table', pattern: /\bpool table\b/ },
  { label: 'Hot water kettle', pattern: /\bkettle\b/ },
  { label: 'Hot water', pattern: /^hot water$/ },
  { label: 'Wifi', pattern: /\bwi-?fi\b|\bwireless internet\b/ },
  { label: 'TV', pattern: /\b(?:hd)?tv\b|\btelevision\b/ },
  { label: 'Washer', pattern: /\bwasher\b|\bwashing machine\b/ },
  { label: 'Dryer', pattern: /\bdryer\b|\btumble dryer\b/ },
  { label: 'Oven', pattern: /\boven\b/ },
  { label: 'Stove', pattern: /\bstove\b|\bcooktop\b|\bhob\b/ },
  { label: 'Refrigerator', pattern: /\brefrigerator\b|\bfridge\b/ },
  { label: 'Freezer', pattern: /\bfreezer\b/ },
  { label: 'Coffee maker', pattern: /\bcoffee maker\b|\bespresso machine\b|\bnespresso\b|\bfrench press\b|\bpour-over coffee\b/ },
  { label: 'Sound system', pattern: /\bsound system\b|\bspeakers?\b/ },
  { label: 'Shampoo', pattern: /\bshampoo\b/ },
  { label: 'Conditioner', pattern: /\bconditioner\b/ },
  { label: 'Body soap', pattern: /\bbody soap\b/ },
  { label: 'Shower gel', pattern: /\bshower gel\b/ },
  { label: 'Clothing storage', pattern: /\bclothing storage\b/ },
  { label: 'Exercise equipment', pattern: /\bexercise equipment\b/ },
  { label: 'Game console', pattern: /\bgame console\b/ },
  { label: "Children's books and toys", pattern: /\bchildren.?s books and toys\b/ },
  { label: 'Hot tub', pattern: /\bhot tub\b/ },
  { label: 'Sauna', pattern: /\bsauna\b/ },
  { label: 'Pool', pattern: /\bpool\b/ },
  { label: 'Gym', pattern: /\bgym\b/ },
  { label: 'Air conditioning', pattern: /\bair conditioning\b|^ac\b/ },
  { label: 'Heating', pattern: /\bheating\b/ },
  { label: 'Fireplace', pattern: /\bfireplace\b/ },
  { label: 'Patio or balcony', pattern: /\bpatio or balcony\b/ },
  { label: 'Backyard', pattern: /\bbackyard\b/ },
  { label: 'EV charger', pattern: /\bev charger\b/ },
  { label: 'Crib', pattern: /\bcrib\b/ },
  { label: 'High chair', pattern: /\bhigh chair\b/ },
  { label: 'Baby bath', pattern: /\bbaby bath\b/ },
  { label: 'Bikes', pattern: /\bbikes?\b/ },
];

export interface AmenityName {
  /** Compares two lines: equal keys are one amenity. */
  key: string;
  /** The name a host reads ("Wifi"), or the line as written when it belongs to no family. */
  label: string;
}

function plain(line: string): string {
  return line.normalize('NFKC').toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();
}

const cache = new Map<string, AmenityName>();
const CACHE_LIMIT = 50_000;

/** The amenity a line names. */
export function amenityName(line: string): AmenityName {
  const known = cache.get(line);
  if (known) return known;
  const text = plain(line);
  const family = FAMILIES.find((f) => f.pattern.test(text));
  let name: AmenityName;
  if (family) name = { key: family.label.toLowerCase(), label: family.label };
  else {
    // "Clothing storage: wardrobe" and "Paid washer – In building" keep what comes before the detail.
    const head = text.split(/\s*[:–—]\s*|\s+-\s+/)[0]!.trim() || text;
    name = {
      key: head.replace(/[^\p{L}\p{N}]+/gu, ' ').trim(),
      label:
        line
          .trim()
          .split(/\s*[:–—]\s*|\s+-\s+/)[0]!
          .trim() || line.trim(),
    };
  }
  if (cache.size < CACHE_LIMIT) cache.set(line, name);
  return name;
}

/** The distinct amenities a list names, by key. */
export function amenityKeys(lines: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const line of lines) {
    const { key } = amenityName(line);
    if (key) keys.add(key);
  }
  return keys;
}

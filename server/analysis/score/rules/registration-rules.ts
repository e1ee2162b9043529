// The registration-number rules of the places we know, one entry per place: where it applies, what the number is
// called there, what it looks like, how a host gets it and where it goes on Airbnb, what is at stake, and the
// sources with their dates. This file is data: adding a place is a new entry and a test
// (tests/server/score/registration.rules.test.ts checks every entry against its own example numbers).
// docs/scoring.md prints this table. A place that is not here gets no registration check at all.

/** [L] the law or the authority's own page; [O] the platform's own page; [3P] a third party reporting it. */
export type RuleSourceTag = 'L' | 'O' | '3P';

export interface RuleSource {
  title: string;
  url: string | null;
  /** The date of the text (law, ruling or page) as it gives it (a month where it gives no day); for an undated authority page, the day it was read. */
  date: string;
  tag: RuleSourceTag;
}

export interface NumberFormat {
  /** What the number is, as the evidence names it: "Italy's CIN". */
  name: string;
  /** Regular expression (case-insensitive) for the number as written, separators included. */
  pattern: string;
  /** A real published number of this format (the tests read it back). */
  example: string;
  /** Where the format comes from. */
  basis: string;
  /** Too generic to spot in free text: only counts after a label or in the page's registration section. */
  needsLabel?: boolean;
}

export interface OtherNumber extends NumberFormat {
  /** Why this number is not enough, and what to show instead. */
  advice: string;
}

export interface RegistrationRule {
  id: string;
  /** Where it applies, in the host's words: 'Italy', 'New York City'. */
  jurisdiction: string;
  /** Folded place names (lower case, no accents) as pages write them, in the languages pages come in; countries also by ISO code (schema.org addressCountry). */
  place: {
    countries: readonly string[];
    /** When set, the listing's region (or a middle part of its place line) must be one of these, or its city one of `cities`. */
    regions?: readonly string[];
    cities?: readonly string[];
  };
  /** 'entire-place': rooms in the host's home are declared differently and are left out. */
  listings: 'all' | 'entire-place';
  /** What the number is called there. */
  numberName: string;
  /** Short name for evidence lines: "Italy's CIN". */
  shortName: string;
  /** Folded words that introduce the number in text ("cin", "codice identificativo nazionale"). */
  labels: readonly string[];
  /** Numbers that satisfy the rule. Empty: no public format, so any number the page labels as a registration counts. */
  formats: readonly NumberFormat[];
  /** How strict the format is: 'check' withholds points for a labelled number in another format; 'recognise' only names it. */
  formatPolicy: 'check' | 'recognise';
  /** Numbers that are related but not the one required. */
  otherNumbers: readonly OtherNumber[];
  /** ISO date from which listings must show the number (the page's fetch date is compared with it). */
  requiredFrom: string;
  /** ISO date after which this entry no longer applies (a later entry takes over). */
  requiredUntil?: string;
  howToGet: string;
  whereOnAirbnb: string;
  /** What is at stake when the number is missing. */
  consequence: string;
  sources: readonly RuleSource[];
  /** What the sources could and could not confirm. */
  confidence: string;
}

/** When the sources of this table were last checked. */
export const RULES_CHECKED_ON = '2026-11-25';

const AIRBNB_FIELD =
  'In Airbnb, open Listings, pick the listing and in the Listing editor go to the regulations section (Policies and rules → Regulations) to add the number; Airbnb then shows it under "Registration details" on the listing.';

const EU_REGULATION: RuleSource = {
  title:
    'Regulation (EU) 2024/1028 on short-term rental data, applies from 20 May 2026 (Art. 7: platforms let hosts show registration numbers)',
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1028',
  date: '2024-04-11',
  tag: 'L',
};

const COUNTRY = {
  italy: ['italy', 'italia', 'italie', 'italien', 'it'],
  spain: ['spain', 'espana', 'espagne', 'spanien', 'espanha', 'spagna', 'es'],
  france: ['france', 'francia', 'frankreich', 'franca', 'fr'],
  portugal: ['portugal', 'portogallo', 'pt'],
  greece: ['greece', 'grecia', 'grece', 'griechenland', 'ελλαδα', 'gr'],
  unitedStates: ['united states', 'usa', 'us', 'stati uniti', 'estados unidos', 'etats-unis', 'vereinigte staaten'],
  germany: ['germany', 'deutschland', 'germania', 'alemania', 'allemagne', 'alemanha', 'de'],
  unitedKingdom: ['united kingdom', 'uk', 'gb', 'regno unito', 'reino unido', 'royaume-uni', 'vereinigtes konigreich'],
} as const;

const REGISTRATION_LABELS = [
  'registration number',
  'registration no',
  'registration code',
  'registration',
  'licence number',
  'license number',
  'licence',
  'license',
  'permit number',
  'permit',
];

const SPAIN_REGIONAL: readonly NumberFormat[] = [
  {
    name: "Andalusia's tourism register number",
    pattern: '(?:VFT|VUT|VTF)\\s*[/.-]\\s*(?:AL|CA|CO|GR|HU|JA|MA|SE)\\s*[/.-]\\s*\\d{1,6}',
    example: 'VFT/MA/75354',
    basis: 'Registro de Turismo de Andalucía series as published on listings (3P: EasyxLab strnum, regional open data)',
  },
  {
    name: "Catalonia's tourist-flat number (HUT)",
    pattern: 'HUT(?:B|G|T|L|CC|TE|VA)[\\s-]?\\d{6}(?:-\\d{2})?',
    example: 'HUTB-002062',
    basis: 'Registre de Turisme de Catalunya series (3P: EasyxLab strnum, Catalan open data)',
  },
  {
    name: "the Valencian Community's tourist-flat number",
    pattern: '(?:CV-?VUT\\d{7}|VT-\\d{1,7})-(?:V|A|CS|C)',
    example: 'CV-VUT0012345-V',
    basis: 'Registro de Turismo de la Comunitat Valenciana series (3P: EasyxLab strnum)',
  },
  {
    name: "the Community of Madrid's tourist-flat number",
    pattern: 'VT-\\d{2,6}',
    example: 'VT-4512',
    basis: 'Comunidad de Madrid VT series (3P: EasyxLab strnum)',
  },
  {
    name: "the Balearic Islands' tourist-letting number (ETV)",
    pattern: 'ETV(?:PL|60)?\\s*[/-]\\s*\\d{1,5}',
    example: 'ETVPL/136',
    basis: 'As published on Balearic listings (observed)',
  },
  {
    name: "Asturias' tourist-flat number",
    pattern: 'VV\\.\\d{1,5}\\.AS',
    example: 'VV.3561.AS',
    basis: 'As published on Asturian listings (observed)',
  },
];

const NRUA: NumberFormat = {
  name: "Spain's national registration number (NRUA)",
  pattern: 'ES(?:FC|HF)(?:TU|NT)\\d{20,}[A-Z0-9./-]*',
  example: 'ESFCTU0000290210003008960000000000000000VFT/MA/753544',
  basis:
    'As issued by the Registro de la Propiedad and published on listings: ES + FC/HF + TU/NT + digits + the regional number (observed)',
};

export const REGISTRATION_RULES: readonly RegistrationRule[] = [
  {
    id: 'it-cin',
    jurisdiction: 'Italy',
    place: { countries: COUNTRY.italy },
    listings: 'all',
    numberName: 'CIN (Codice Identificativo Nazionale)',
    shortName: "Italy's CIN",
    labels: ['cin', 'codice cin', 'codice identificativo nazionale', 'national identification code', ...REGISTRATION_LABELS],
    formats: [
      {
        name: "Italy's CIN",
        pattern: 'IT[\\s-]?\\d{6}[\\s-]?[A-Z](?:[\\s-]?[A-Z0-9]){9}',
        example: 'IT015146C24Q9YRYY3',
        basis:
          'IT + the 6-digit ISTAT code of the comune + a letter + 9 characters, as every CIN published by the Ministry of Tourism reads (observed; no official format specification found)',
      },
    ],
    formatPolicy: 'check',
    otherNumbers: [
      {
        name: 'a regional code (CIR)',
        pattern: '\\d{6}-[A-Z]{2,4}-\\d{4,6}',
        example: '015146-CNI-01894',
        basis: 'Regional identification codes such as Lombardy’s CIR (observed)',
        advice: 'A regional code (CIR) does not replace the national CIN, which every advert must show since 2025.',
      },
    ],
    requiredFrom: '2025-01-01',
    howToGet:
      "Request the CIN free of charge from the Ministry of Tourism's BDSR portal (bdsr.ministeroturismo.gov.it), signing in with SPID or CIE and giving the property's cadastral details.",
    whereOnAirbnb: AIRBNB_FIELD,
    consequence:
      'Since 2 January 2025: a fine of €500–5,000 for an advert that does not show the CIN, €800–8,000 if the place has no CIN at all, and the advert can be removed; portals must show it on every advert.',
    sources: [
      {
        title: 'Decreto-legge 145/2023, art. 13-ter (converted by Legge 191/2023): CIN in every advert, fines',
        url: null,
        date: '2023-12-15',
        tag: 'L',
      },
      {
        title: 'Gazzetta del Sud, "Parte il Cin per gli affitti brevi": fines apply from 2 January 2025',
        url: 'https://gazzettadelsud.it/articoli/economia/2025/01/02/parte-il-cin-per-gli-affitti-brevi-santanche-no-al-terrorismo-sulle-multe-f1b80aa8-8a9c-44f7-838a-e2618c5f7e9d/',
        date: '2025-01-02',
        tag: '3P',
      },
      EU_REGULATION,
    ],
    confidence:
      'Obligation, dates and fine ranges confirmed in several reports of the law; the BDSR portal address is the Ministry’s. The CIN layout is read off published codes, not an official specification.',
  },
  {
    id: 'es-nrua',
    jurisdiction: 'Spain',
    place: { countries: COUNTRY.spain },
    listings: 'all',
    numberName: 'NRUA (Número de Registro Único de Arrendamientos)',
    shortName: "Spain's NRUA",
    labels: ['nrua', 'nra', 'numero de registro unico', 'national registration number', ...REGISTRATION_LABELS, 'numero de registro'],
    formats: [NRUA],
    formatPolicy: 'check',
    otherNumbers: SPAIN_REGIONAL.map((f) => ({
      ...f,
      advice: 'The regional number alone was not enough between 1 July 2025 and 19 May 2026: listings also needed the national NRUA.',
    })),
    requiredFrom: '2025-07-01',
    requiredUntil: '2026-05-20',
    howToGet:
      "Apply at the Colegio de Registradores' online office (sede.registradores.org); a provisional number is issued at once (€27 + VAT).",
    whereOnAirbnb: AIRBNB_FIELD,
    consequence:
      'Airbnb removed listings without a valid NRUA after notifying the host; when the Ministry revoked a number, within 48 hours of its order (Ministry–Airbnb agreement, July 2025).',
    sources: [
      { title: 'Real Decreto 1312/2024 (BOE-A-2024-26931), NRUA required from 1 July 2025', url: null, date: '2024-12-23', tag: 'L' },
      {
        title: 'Spanish Property Insight, "Airbnb agrees to remove listings without legal registration code in Spain"',
        url: 'https://www.spanishpropertyinsight.com/2025/07/27/airbnb-agrees-to-remove-listings-without-legal-registration-code',
        date: '2025-07-27',
        tag: '3P',
      },
    ],
    confidence:
      'Dates confirmed. The 48-hour removal applies to revoked numbers only; other listings got a notice and time to fix it. The NRUA layout is read off published numbers.',
  },
  {
    id: 'es-regional',
    jurisdiction: 'Spain',
    place: { countries: COUNTRY.spain },
    listings: 'all',
    numberName: 'regional tourist-rental registration number (VFT/VUT in Andalusia, HUT in Catalonia, VT in Madrid, …)',
    shortName: "Spain's regional tourism register number",
    labels: [
      'regional registration number',
      'numero de registro',
      'numero de inscripcion',
      'registro de turismo',
      'registre de turisme',
      'licencia turistica',
      'licencia',
      ...REGISTRATION_LABELS,
    ],
    formats: SPAIN_REGIONAL,
    formatPolicy: 'recognise',
    otherNumbers: [
      {
        ...NRUA,
        advice:
          "Spain's Supreme Court annulled the national NRUA registry (judgment 620/2026 of 19 May 2026); the number your region's tourism register issued is the one to show.",
      },
    ],
    requiredFrom: '2026-05-21',
    howToGet:
      "Register the flat with your autonomous community's tourism register (for example a responsible declaration to the Registro de Turismo de Andalucía, or the Registre de Turisme de Catalunya through your town hall); the register gives you the number.",
    whereOnAirbnb: `${AIRBNB_FIELD} Airbnb has a separate field for the regional number.`,
    consequence:
      'Regional tourism authorities fine adverts without the number (amounts set by each region) and can order the listing taken down through the platforms.',
    sources: [
      {
        title: 'Tribunal Supremo, judgment 620/2026 (appeal 143/2025): the national NRUA registry of RD 1312/2024 annulled',
        url: 'https://cbeh.cat/?p=4199',
        date: '2026-05-19',
        tag: '3P',
      },
      {
        title: 'Junta de Andalucía (Consumo Responde): the register number must appear in all advertising, online platforms included',
        url: 'http://www.consumoresponde.es/art%C3%ADculos/inscripcion_de_las_viviendas_con_fines_turisticos_en_el_registro_de_turismo_de_andalucia',
        date: '2026-11-25',
        tag: 'L',
      },
      EU_REGULATION,
    ],
    confidence:
      'The annulment is reported by several law firms and the press (judgment dated 19 May, published 21 May 2026). The duty to show the regional number is confirmed for Andalusia; for other regions it rests on their tourism laws, not read one by one here. Regional number layouts are recognised, not enforced.',
  },
  {
    id: 'fr-enregistrement',
    jurisdiction: 'France',
    place: { countries: COUNTRY.france },
    listings: 'entire-place',
    numberName: "numéro d'enregistrement (the 13-character registration number of a meublé de tourisme)",
    shortName: "France's registration number",
    labels: ["numero d'enregistrement", 'numero de declaration', "numero d'enregistrement du meuble", ...REGISTRATION_LABELS],
    formats: [
      {
        name: "France's 13-character registration number",
        pattern: '(?:\\d{5}|2[AB]\\d{3})[\\s-]?\\d{6}[\\s-]?[A-Z0-9]{2}',
        example: '75056123456AB',
        basis: 'Décret 2017-678: the INSEE code of the commune (5 characters), 6 digits from the commune, a 2-character key',
        needsLabel: true,
      },
    ],
    formatPolicy: 'check',
    otherNumbers: [],
    requiredFrom: '2026-05-20',
    howToGet:
      "Declare the furnished tourist let on the national online service (téléservice) set up under the 2024 law, or your commune's own service where it still runs one (Paris: teleservices.paris.fr); the declaration gives the number at once.",
    whereOnAirbnb: AIRBNB_FIELD,
    consequence:
      'Platforms must publish the number in every advert (Code du tourisme L324-2-1); the commune can fine a let without one (up to €5,000 under the earlier rules, raised by the 2024 law).',
    sources: [
      {
        title:
          'Loi n° 2024-1039 du 19 novembre 2024 (loi Le Meur): registration in every commune, at the latest 20 May 2026 (Code du tourisme L324-1-1)',
        url: 'https://www.idcite.com/JORF-Regulation-des-meubles-de-tourisme-a-l-echelle-locale-Publication-de-la-loi_a85962.html',
        date: '2024-11-19',
        tag: 'L',
      },
      {
        title: "Décret n° 2017-678: the 13-character numéro d'enregistrement",
        url: 'https://www.declaloc.info/notre-outil/controle-de-conformite-des-numeros-enregistrement/',
        date: '2017-04-28',
        tag: 'L',
      },
      EU_REGULATION,
    ],
    confidence:
      'The generalisation date and the 13-character layout are confirmed; whether the national téléservice keeps that layout, and the new fine amounts, are not. Rooms in the host’s home (chambres d’hôtes) are declared differently and are left out.',
  },
  {
    id: 'pt-al',
    jurisdiction: 'Portugal',
    place: { countries: COUNTRY.portugal },
    listings: 'all',
    numberName: 'Alojamento Local registration number (nº de registo AL, from the RNAL)',
    shortName: "Portugal's AL number",
    labels: ['alojamento local', 'registo', 'rnal', 'numero de registo', 'n.o de registo', ...REGISTRATION_LABELS],
    formats: [
      {
        name: "Portugal's AL number",
        pattern: '\\d{1,7}\\s*/\\s*AL',
        example: '110255/AL',
        basis: 'Numbers as listed in the national register (RNAL): digits followed by /AL (observed)',
      },
    ],
    formatPolicy: 'check',
    otherNumbers: [],
    requiredFrom: '2014-08-29',
    howToGet:
      "Register the Alojamento Local on the Balcão do Empreendedor (ePortugal); the registration document with the number is the title to open and advertise. New apartment registrations are restricted in many areas, so check your council's rules.",
    whereOnAirbnb: AIRBNB_FIELD,
    consequence:
      'Advertising without the number: a fine of €50–750 for a person or €250–7,500 for a company; offering an unregistered AL: €2,500–4,000 or €25,000–40,000 (DL 128/2014 art. 23, 2019 text). Platforms must require and show the number.',
    sources: [
      {
        title: 'Decreto-Lei 128/2014, art. 17 (number in all advertising) and art. 23 (fines), consolidated text',
        url: 'https://dre.pt/web/guest/legislacao-consolidada/-/lc/117352446/201905240548/73649072/element/diploma',
        date: '2019-05-24',
        tag: 'L',
      },
      {
        title: 'Turismo de Portugal, Alojamento Local: platforms must require and show the RNAL number',
        url: 'http://business.turismodeportugal.pt/pt/Planear_Iniciar/Licenciamento_Registo_da_Atividade/Alojamento_Local/Paginas/default.aspx',
        date: '2026-11-25',
        tag: 'L',
      },
      EU_REGULATION,
    ],
    confidence:
      'Display duty and platform duty confirmed on official pages; fine amounts are those of the 2019 consolidated text (later reforms may have changed them). The "/AL" layout is read off the register.',
  },
  {
    id: 'gr-ama',
    jurisdiction: 'Greece',
    place: { countries: COUNTRY.greece },
    listings: 'all',
    numberName: 'AMA (Αριθμός Μητρώου Ακινήτου, the short-term rental register number)',
    shortName: "Greece's AMA",
    labels: ['ama', 'αμα', 'αριθμος μητρωου ακινητου', 'property registry number', 'μητρωο', ...REGISTRATION_LABELS],
    formats: [
      {
        name: "Greece's AMA",
        pattern: '\\d{11}',
        example: '00003570750',
        basis: 'Eleven digits, as AADE issues them and hosts publish them (observed)',
        needsLabel: true,
      },
    ],
    formatPolicy: 'check',
    otherNumbers: [],
    requiredFrom: '2016-12-22',
    howToGet:
      "Register the property in AADE's Short-Term Stay Property Registry (myPROPERTY, with your TAXISnet login); the registry issues the AMA.",
    whereOnAirbnb: AIRBNB_FIELD,
    consequence:
      'A €5,000 fine for renting without registration, doubled and quadrupled for repeats (up to €20,000 since October 2025); AADE has unregistered listings blocked on the platforms.',
    sources: [
      {
        title: 'Naftemporiki, "Heavy fines for property owners who do not comply with new short-term rental regulations"',
        url: 'https://www.naftemporiki.gr/english/1877017/heavy-fines-for-property-owners-who-do-not-comply-with-new-short-term-rental-regulations/',
        date: '2025-01-09',
        tag: '3P',
      },
      { title: 'Law 4446/2016, art. 111: the short-term rental register', url: null, date: '2016-12-22', tag: 'L' },
      EU_REGULATION,
    ],
    confidence:
      'Registration, fines and platform blocking confirmed in the press; the duty to show the AMA on every listing is stated by Greek accountants and guides, not read in the law itself here.',
  },
  {
    id: 'de-berlin-zwvbg',
    jurisdiction: 'Berlin',
    place: { countries: COUNTRY.germany, regions: ['berlin'], cities: ['berlin'] },
    listings: 'all',
    numberName: 'Registriernummer from your district office (Bezirksamt), under the Zweckentfremdungsverbot-Gesetz',
    shortName: "Berlin's Registriernummer",
    labels: ['registriernummer', 'registrierungsnummer', ...REGISTRATION_LABELS],
    formats: [
      {
        name: "Berlin's Registriernummer",
        pattern: '\\d{2}\\s*/\\s*[A-Z]\\s*/\\s*[A-Z]{2}\\s*/\\s*\\d{6}-\\d{2}',
        example: '01/Z/AZ/012345-24',
        basis: 'Two digits / a letter / two letters / six digits - two digits ("00/B/BB/000000-00", rbb24 2018)',
      },
    ],
    formatPolicy: 'check',
    otherNumbers: [],
    requiredFrom: '2018-08-01',
    howToGet:
      'Register the let with your district office (Bezirksamt); the Registriernummer is free. Letting half the flat or more also needs a permit (Genehmigung).',
    whereOnAirbnb: AIRBNB_FIELD,
    consequence: 'Offering a holiday let without the number can be fined up to €500,000 under the Zweckentfremdungsverbot-Gesetz.',
    sources: [
      {
        title: '§ 5a Zweckentfremdungsverbot-Gesetz (ZwVbG): the Registriernummer, clearly visible in every offer and advert',
        url: 'https://gesetze.co/link?q=%C2%A7+5a+ZwVbG&type=norm',
        date: '2018-05-01',
        tag: 'L',
      },
      {
        title:
          'Tagesspiegel, "Wie läuft die Registrierung von Ferienwohnungen in Berlin?": required in adverts from 1 August 2018, fines up to €500,000',
        url: 'https://www.tagesspiegel.de/berlin/zweckentfremdungsverbot-wie-laeuft-die-registrierung-von-ferienwohnungen-in-berlin/22859500.html',
        date: '2018-07',
        tag: '3P',
      },
      EU_REGULATION,
    ],
    confidence:
      'The display duty is in the law text; the start date, the fine ceiling and the number layout come from the Berlin press (Tagesspiegel, rbb24, 2018). Commercial premises that are not housing may be exempt.',
  },
  {
    id: 'us-nyc-ll18',
    jurisdiction: 'New York City',
    place: {
      countries: COUNTRY.unitedStates,
      cities: [
        'new york',
        'new york city',
        'nyc',
        'manhattan',
        'brooklyn',
        'queens',
        'bronx',
        'the bronx',
        'staten island',
        'long island city',
        'astoria',
        'harlem',
      ],
    },
    listings: 'all',
    numberName: "short-term rental registration number from the Mayor's Office of Special Enforcement (Local Law 18)",
    shortName: "New York City's short-term rental registration",
    labels: ['ose', 'strreg', ...REGISTRATION_LABELS],
    formats: [
      {
        name: "New York City's short-term rental registration",
        pattern: 'OSE[\\s-]?STRREG[\\s-]?\\d{7}',
        example: 'OSE-STRREG-0000068',
        basis: 'OSE-STRREG- and seven digits, as published on New York listings (observed)',
      },
    ],
    formatPolicy: 'check',
    otherNumbers: [],
    requiredFrom: '2023-09-05',
    howToGet:
      "Apply to the Mayor's Office of Special Enforcement on the city's Short-Term Rental Registration portal; stays of 30 nights or more and Class B buildings are exempt.",
    whereOnAirbnb: AIRBNB_FIELD,
    consequence:
      'Since 5 September 2023 Airbnb may not process bookings of under 30 nights for a New York City listing without a valid registration.',
    sources: [
      {
        title:
          'NYC Office of Special Enforcement, "Short-Term Rental Registration and Verification by Booking Services" (Local Law 18 of 2022)',
        url: 'https://www.nyc.gov/site/specialenforcement/registration-law/registration.page',
        date: '2023-09-05',
        tag: 'L',
      },
    ],
    confidence:
      'Confirmed on the city’s page. The number layout is read off published listings. Whether a listing only takes 30-night stays (exempt) is not on the page we read.',
  },
  {
    id: 'gb-sct-stl',
    jurisdiction: 'Scotland',
    place: {
      countries: COUNTRY.unitedKingdom,
      regions: ['scotland', 'scozia', 'escocia', 'ecosse', 'schottland'],
      cities: ['edinburgh', 'glasgow', 'aberdeen', 'dundee', 'inverness', 'stirling'],
    },
    listings: 'all',
    numberName: 'short-term let licence number from your council',
    shortName: "Scotland's short-term let licence",
    labels: [
      'short-term let licence',
      'short term let licence',
      'stl licence',
      'stl',
      'licence number',
      'license number',
      'licence',
      'license',
    ],
    formats: [],
    formatPolicy: 'recognise',
    otherNumbers: [],
    requiredFrom: '2023-10-01',
    howToGet: "Apply to your council's licensing authority for a short-term let licence; the licence carries the number.",
    whereOnAirbnb: AIRBNB_FIELD,
    consequence:
      'Every listing must show the licence number, the maximum number of guests and the EPC rating where one is needed; licensing authorities and platforms check listings for it.',
    sources: [
      {
        title:
          'Scottish Government, Short-term lets licensing scheme part 1: guidance for hosts, 5(b) "Listings to include licence number"',
        url: 'https://www.gov.scot/publications/short-term-lets-scotland-licensing-scheme-part-1-guidance-hosts-operators-3/pages/5/',
        date: '2023-10-01',
        tag: 'L',
      },
    ],
    confidence: 'Confirmed in the Scottish Government’s guidance. Councils number licences their own way, so the layout is not checked.',
  },
];

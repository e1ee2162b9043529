// The JSON contract between the browser and the server (spec sections 3 and 7). The server imports these
// types too, so a change here is a change on both sides. Everything is plain data: no Dates, no classes.

export type IsoDateTime = string;

export interface ApiErrorBody {
  code: string;
  message: string;
  /** Extra guidance a screen may show, e.g. how to configure avatar uploads. */
  instructions?: string;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  version: string;
  database: { kind: 'pglite' | 'postgres'; status: 'up' | 'down'; latencyMs: number | null };
}

/** Served at /config.js as window.__APP_CONFIG__; validated at start-up (spec section 5). */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  purchaseUrl: string;
  supportUrl: string;
  mode: 'embedded' | 'hosted';
  version: string;
  /** False: access is purchase-only, and the sign-up screen points to the purchase page. */
  allowSignup?: boolean;
  /** The operator's terms of service and privacy policy (TERMS_URL, PRIVACY_URL); null when not set. */
  termsUrl?: string | null;
  privacyUrl?: string | null;
}

/** GET /api/listings/allowance: what a free account may still add (remaining is null once purchased). */
export interface ListingAllowance {
  purchased: boolean;
  freeListings: number;
  used: number;
  remaining: number | null;
}

// ---- Account ---------------------------------------------------------------------------------------------

export interface Profile {
  id: string;
  email: string;
  fullName: string | null;
  phoneNumber: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  avatarUrl: string | null;
}

export type ProfilePatch = Partial<Pick<Profile, 'fullName' | 'phoneNumber' | 'address' | 'city' | 'state' | 'zipCode' | 'avatarUrl'>>;

export interface MessageResponse {
  message: string;
  email?: string;
}

export interface AvatarReadiness {
  ready: boolean;
  bucket: string;
  maxBytes: number;
  message?: string;
  instructions?: string;
}

// ---- Listing content (what ingestion extracts; scoring and the browser read it) ------------------------------

export type Platform = 'airbnb' | 'vrbo' | 'booking' | 'other';

export const DESCRIPTION_SECTIONS = ['Listing Description', 'The space', 'Guest access', 'Other things to note'] as const;
export type DescriptionSectionName = (typeof DESCRIPTION_SECTIONS)[number];

/** The four spec sections plus any extra host-written sections found on the page (e.g. 'The neighbourhood'). */
export type DescriptionSections = Partial<Record<DescriptionSectionName, string>> & Record<string, string | undefined>;

export interface ListingLocation {
  city: string | null;
  region: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
  /** The place line as the page shows it, e.g. 'Milano, Lombardia, Italia'. */
  text: string | null;
  /** Host-written neighbourhood text shown under the map. */
  neighborhood: string | null;
}

export interface ListingCapacity {
  guests: number | null;
  bedrooms: number | null;
  beds: number | null;
  baths: number | null;
}

export interface AmenityItem {
  title: string;
  group: string | null;
  available: boolean;
  subtitle: string | null;
}

export interface ListingPhoto {
  url: string;
  caption: string | null;
  roomLabel: string | null;
  width: number | null;
  height: number | null;
}

export interface ListingPrice {
  amount: number | null;
  currency: string | null;
  period: string | null;
  text: string;
  discounts: string[];
}

export interface ListingContent {
  platform: Platform;
  platformListingId: string | null;
  canonicalUrl: string;
  fetchedAt: IsoDateTime;
  language: string | null;
  title: string | null;
  propertyType: string | null;
  roomType: string | null;
  location: ListingLocation;
  capacity: ListingCapacity;
  descriptionSections: DescriptionSections;
  highlights: string[];
  /** Titles of the amenities the listing has (spec section 3: a list of text). */
  amenities: string[];
  amenityDetails: AmenityItem[];
  houseRules: string[];
  detailedAmenities: { safety: string[] };
  photos: ListingPhoto[];
  rating: number | null;
  categoryRatings: Record<string, number>;
  reviewCount: number;
  host: { name: string | null; isSuperhost: boolean } | null;
  checkIn: string | null;
  checkOut: string | null;
  cancellationPolicy: string | null;
  price: ListingPrice | null;
  /** How the page was read: its format (e.g. 'airbnb-niobeClientData+node', 'json-ld') and whether parts a full
   * listing page has (title, description, photos, amenities) were missing from it. */
  extraction?: ListingExtraction;
  /** Which part of the page gave each field (for support and tests; never shown to hosts). */
  fieldSources?: FieldSources;
}

// ---- Scores ------------------------------------------------------------------------------------------------

export const CATEGORY_KEYS = ['title', 'description', 'photos', 'amenities', 'localOptimization', 'pricing'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export interface SectionScore {
  score: number;
  problems: string[];
}

export interface DetailedScores {
  description: {
    sectionScores: {
      listingDescription: SectionScore;
      theSpace: SectionScore;
      guestAccess: SectionScore;
      otherDetails: SectionScore;
    };
    /** Characters shown on mobile before 'Show more'. */
    showMoreFoldEstimate: number;
  };
}

/** One point-bearing rule: every point awarded or withheld is traceable to one of these. */
export interface ScoreCheck {
  id: string;
  category: CategoryKey;
  points: number;
  maxPoints: number;
  /** What was found on the listing, quoted. */
  evidence: string;
  /** Where the rule comes from, e.g. "Airbnb's 50-character title limit [O]". */
  source: string;
  /** What to do to earn the missing points; null when the check passed in full. */
  fix: string | null;
  /** What the check rewards, in a few plain words ("within Airbnb's 50-character limit"); absent on older scores. */
  label?: string;
}

export interface Recommendations {
  categoryScores: Record<CategoryKey, number>;
  scoreExplanations: Record<CategoryKey, string>;
  detailedScores: DetailedScores;
  checks: ScoreCheck[];
  rubricVersion: string;
  /**
   * Categories the page gave no evidence for (e.g. pricing when neither a price nor a cancellation policy is
   * shown). Their categoryScores entry is 0 and does not count toward seoScore; show them as 'Not scored'.
   */
  unscoredCategories?: CategoryKey[];
}

// ---- Listings ----------------------------------------------------------------------------------------------

export interface Listing {
  id: string;
  userId: string;
  title: string;
  url: string;
  imageUrl: string | null;
  rating: number | null;
  reviewCount: number;
  location: string | null;
  /** 0-100; null while (re)calculating. */
  seoScore: number | null;
  isAnalyzing: boolean;
  photoCount: number;
  scrapedData: ListingContent | null;
  recommendations: Recommendations | null;
  /** Readable reason the last analysis failed, or null. */
  analysisError: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  analyzedAt: IsoDateTime | null;
}

/**
 * One listing as GET /api/listings answers it: what the dashboard's listing card and the chat picker show
 * (spec section 2), without the page content and the checks. GET /api/listing/:id answers the whole Listing.
 */
export type ListingCard = Omit<Listing, 'userId' | 'scrapedData' | 'recommendations'>;

export interface ListResponse {
  listings: ListingCard[];
}

export interface SingleResponse {
  listing: Listing;
}

export interface AnalyzeRequest {
  url: string;
  userId: string;
}

export type AnalysisResponse = SingleResponse;

// ---- Photos ------------------------------------------------------------------------------------------------

export type PhotoPriority = 'critical' | 'high' | 'medium' | 'low';

export interface PhotoAnalysis {
  photoIndex: number;
  photoUrl: string;
  category: string | null;
  isHeroImage: boolean;
  overallScore: number;
  priority: PhotoPriority;
  width: number | null;
  height: number | null;
  aspectRatio: number | null;
  resolutionScore: number;
  lightingScore: number;
  technicalIssues: string[];
  /** 'Analysis unavailable' when no vision model is configured; the browser hides that value. */
  aiDescription: string;
  qualityRating: number;
  composition: string | null;
  features: string[];
  /** Set when the photo could not be downloaded or decoded. */
  error?: string | null;
}

export interface PhotoRecommendation {
  overallPhotoScore: number;
  estimatedImpact: 'high' | 'medium' | 'low';
  topRecommendation: string;
  criticalIssues: PhotoAdviceItem[];
  improvements: PhotoAdviceItem[];
  strengths: { description: string }[];
  analyzedAt?: IsoDateTime;
  /**
   * Set when not one photo could be downloaded or decoded: why, in a host's words. overallPhotoScore is then 0
   * and is no measurement; the browser shows this instead.
   */
  unmeasured?: string;
}

/** What a piece of photo advice is about: the photo checks it belongs with (absent on analyses stored before issue 39). */
export type PhotoAdviceTopic =
  'count' | 'cover' | 'size' | 'faults' | 'portrait' | 'duplicates' | 'variety' | 'square-crop' | 'rooms' | 'failed';

export interface PhotoAdviceItem {
  suggestion: string;
  photoIndexes?: number[];
  topic?: PhotoAdviceTopic;
}

export interface PhotoAnalysesResponse {
  analyses: PhotoAnalysis[];
}

// ---- Chat --------------------------------------------------------------------------------------------------

export interface ChatMessage {
  id: string;
  userId: string;
  listingId: string | null;
  role: 'user' | 'assistant';
  content: string;
  createdAt: IsoDateTime;
  /**
   * For an assistant reply about a listing: what each of its suggestions changes in the listing's current text, in
   * the reply's order. Worked out when the message is read, so it follows the listing as it is now.
   */
  suggestionChanges?: SuggestionChange[];
}

/** What one suggestion changes in the listing's current text of its section: the same word diff the history shows. */
export interface SuggestionChange {
  /** The suggestion's place among the reply's suggestions, from 0. */
  index: number;
  section: string;
  /** new: the listing has no text there yet; changed: the word diff below; same: it is the listing's text. */
  status: 'new' | 'changed' | 'same';
  /** The whole of both texts in stretches: unchanged, added and removed words. */
  parts: TextChangePart[];
}

/** Keyed by section type; kept in the browser per listing and sent with every chat message. */
export type ApprovedTexts = Record<string, { text: string; section: string }>;

export interface ChatRequest {
  listingId: string | null;
  content: string;
  section: string | null;
  approvedTexts: ApprovedTexts;
  /** A UUID the browser makes per message; a retried send with the same id is stored and answered once. */
  clientMessageId?: string;
}

export interface ChatResponse {
  userMessage: ChatMessage;
  assistantMessage: ChatMessage;
}

export interface ChatHistoryResponse {
  messages: ChatMessage[];
}

// ---- Place rules and Guest Favourite readiness (issue 22) --------------------------------------------------
// Appended as declaration merges so that parallel additions to this file merge cleanly: the fields below are
// part of ListingContent and Recommendations like any other.

export interface ListingContent {
  /** Whether the page shows Airbnb's Guest Favourite badge; absent or null when the page does not say. */
  guestFavourite?: boolean | null;
}

export interface Recommendations {
  /** Registration number, camera and safety rules for the place the listing is in (not part of seoScore by itself). */
  compliance?: ComplianceReport;
  /** How the listing stands against Airbnb's published Guest Favourite criteria; never counted in seoScore. */
  guestFavourite?: GuestFavouriteReadiness;
}

/** ok: meets the rule; problem: breaks it; warning: probably fine but needs a look; unchecked: could not be checked. */
export type ComplianceStatus = 'ok' | 'problem' | 'warning' | 'unchecked';
/** critical: can cost the listing (removal, fines, a ban); warning: should be fixed; info: for the host to know. */
export type ComplianceSeverity = 'critical' | 'warning' | 'info';

export interface ComplianceItem {
  /** Stable id: 'registration', 'cameras.indoor', 'cameras.undisclosed', 'cameras.placement', 'safety.smoke-alarm', … */
  id: string;
  topic: 'registration' | 'cameras' | 'safety';
  status: ComplianceStatus;
  /** null when the item is ok or unchecked. */
  severity: ComplianceSeverity | null;
  /** One line for the summary, e.g. "Registration code IT015146C24Q9YRYY3 shown (Italy's CIN)". */
  title: string;
  /** What was found on the page, quoted. */
  evidence: string;
  /** What to do, in a host's words; null when nothing needs doing. */
  fix: string | null;
  /** What happens when the rule is broken (removal, fines); null when not known or nothing is at stake. */
  consequence: string | null;
  /** The regulation, authority or platform page the rule comes from, with its date. */
  source: string;
  /** The pages of those sources that can be opened, where there are any. */
  links?: { title: string; url: string }[];
  /** The ScoreCheck that carries points for this item, when one does. */
  checkId: string | null;
}

export interface RegistrationFinding {
  /** Id of the entry in the rules table (docs/scoring.md), e.g. 'it-cin'. */
  ruleId: string;
  /** Where the rule applies, e.g. 'Italy', 'New York City'. */
  jurisdiction: string;
  /** What the number is called there, e.g. 'CIN (Codice Identificativo Nazionale)'. */
  numberName: string;
  /** The number as the page shows it; null when none was found. */
  number: string | null;
  /** true: matches the published format; false: does not; null: no public format, or no number. */
  formatOk: boolean | null;
  /** Where on the page it was found, e.g. 'Registration details'. */
  foundIn: string | null;
  /** ISO date from which listings must show it. */
  requiredFrom: string;
}

export interface ComplianceReport {
  /** The place the rules were looked up for, as the page names it; null when the page does not say. */
  place: string | null;
  /** The registration rule that applies and what was found; null when no known rule applies there. */
  registration: RegistrationFinding | null;
  /** Every finding, most serious first. */
  items: ComplianceItem[];
  /** Date of the rules table the report was made with (its sources were checked then). */
  rulesCheckedOn: string;
}

export const GUEST_FAVOURITE_CATEGORIES = ['cleanliness', 'accuracy', 'checkin', 'communication', 'location', 'value'] as const;
export type GuestFavouriteCategoryKey = (typeof GUEST_FAVOURITE_CATEGORIES)[number];

export interface GuestFavouriteCategory {
  key: GuestFavouriteCategoryKey;
  /** As Airbnb names it: 'Cleanliness', 'Check-in', … */
  label: string;
  /** 0-5 as the page shows it; null when the page does not show this category. */
  rating: number | null;
  /** True when this category keeps the listing out of the Guest Favourite range (see docs/scoring.md). */
  holdsBack: boolean;
  /** What this category rates and what usually raises it; null when it is not holding the listing back. */
  advice: string | null;
}

/**
 * holds-badge: the page shows the badge. looks-eligible: ratings and reviews are in the range Guest Favourites
 * have. held-back: a rating keeps it out of that range. needs-reviews: fewer than 5 reviews. not-enough-data:
 * the page shows no rating.
 */
export type GuestFavouriteStatus = 'holds-badge' | 'looks-eligible' | 'held-back' | 'needs-reviews' | 'not-enough-data';

export interface GuestFavouriteReadiness {
  status: GuestFavouriteStatus;
  /** One line for the summary. */
  headline: string;
  rating: number | null;
  reviewCount: number;
  /** The six categories in Airbnb's order, with the page's ratings. */
  categories: GuestFavouriteCategory[];
  /** Airbnb's published criteria, in plain words. */
  criteria: string[];
  /** What this reading cannot know (exact thresholds, review dates, cancellations, support cases). */
  caveat: string;
  source: string;
}

// ---- Score history and the report (issue 19) --------------------------------------------------------------

/** The score of each text section at one analysis; null where the section was not scored. */
export interface HistorySectionScores {
  title: number | null;
  listingDescription: number | null;
  theSpace: number | null;
  guestAccess: number | null;
  otherDetails: number | null;
}

/** A problem found at one analysis: one of the advice's findings, as the detail screen lists it. */
export interface HistoryProblem {
  /** The finding's stable id within a rubric version (what "fixed" and "new" are matched on). */
  id: string;
  category: CategoryKey;
  /** The section a host would look at, e.g. 'Guest access', 'Photos'. */
  section: string;
  evidence: string;
  fix: string;
}

/** The text of each section as it was read: host-written texts, and the sections that are lists. */
export interface HistorySectionTexts {
  texts: Record<string, string>;
  lists: Record<string, string[]>;
}

/** One finished analysis of a listing (oldest first in ListingHistoryResponse). */
export interface ListingHistoryEntry {
  analyzedAt: IsoDateTime;
  /** The listing's title as read at that analysis. */
  title: string;
  seoScore: number;
  categoryScores: Record<CategoryKey, number>;
  /** Categories the page gave no evidence for at that analysis ('Not scored'; their 0 is no score). */
  unscoredCategories: CategoryKey[];
  sectionScores: HistorySectionScores;
  /** The photo analysis' rating of the photos, "Photo quality" (overallPhotoScore, not the Photos score); null when not analysed. */
  photoScore: number | null;
  /** Scores of different rubric versions are not comparable. */
  rubricVersion: string;
  /** How many problems were found (findings of the advice; checks, for analyses stored before issue 39). */
  problemCount: number;
}

/** A stretch of a section's text in a word diff. */
export interface TextChangePart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

export interface SectionChange {
  /** The section's name as the listing page shows it: 'Title', 'The space', 'Amenities', … */
  section: string;
  /** text: a word diff of the section; list: the items added and removed (kept items are left out). */
  kind: 'text' | 'list';
  status: 'changed' | 'added' | 'removed';
  /** Long unchanged stretches are shortened to a few words around each change, with '…'. */
  parts: TextChangePart[];
}

export interface CategoryChange {
  category: CategoryKey;
  /** null: not scored at that analysis. */
  before: number | null;
  after: number | null;
}

/** What changed between an earlier analysis and the latest one. */
export interface ListingChanges {
  /** When the earlier analysis finished ("What changed since <date>"). */
  since: IsoDateTime;
  until: IsoDateTime;
  /** false when the two analyses were scored by different rubric versions: the score changes are then not comparable. */
  sameRubric: boolean;
  rubricBefore: string;
  rubricAfter: string;
  seoScore: { before: number; after: number };
  categories: CategoryChange[];
  sections: SectionChange[];
  /** Checks that withheld points before and pass now. */
  fixed: HistoryProblem[];
  /** Checks that withhold points now and did not before. */
  new: HistoryProblem[];
}

export interface ListingHistoryResponse {
  history: ListingHistoryEntry[];
  /** Latest against the analysis before it (or the `since` one asked for); null with fewer than two analyses. */
  changes: ListingChanges | null;
}

/** POST /api/listing/:id/report: the approved texts the browser holds for this listing go into the report. */
export interface ReportRequest {
  approvedTexts?: ApprovedTexts;
}

export type PaperSize = 'a4' | 'letter';

// ---- What the assistant knows about a listing ------------------------------------------------------------------
// GET /api/listing/:id/facts answers the facts read from the listing's page apart from the facts the host told
// the assistant. POST adds a host fact, PATCH /api/listing/:id/facts/:factId rewrites one, DELETE removes it;
// every later suggestion uses the facts as they are then. Scoped to the signed-in user like every listing call.

/** What a host fact is about. 'note' is a sentence the assistant could not read into a fact: kept in the host's words. */
export const HOST_FACT_KINDS = [
  'view',
  'layout',
  'beds',
  'outdoor',
  'nearby',
  'transport',
  'parking',
  'workspace',
  'internet',
  'check_in',
  'suits',
  'house_rule',
  'feature',
  'note',
] as const;
export type HostFactKind = (typeof HOST_FACT_KINDS)[number];

/** One fact read from the listing's page (type, place, capacity, amenities, rules...). Not editable: it changes with the page. */
export interface PageFact {
  /** e.g. 'Property type', 'Location', 'Guests', 'Amenities', 'House rules'. */
  label: string;
  value: string;
}

export interface HostFact {
  id: string;
  listingId: string;
  kind: HostFactKind;
  /**
   * What the fact is about as the panel names it: its kind, and every other kind it belongs to, e.g. 'Outdoor
   * space', 'Parking · Getting around', 'In your words'.
   */
  label: string;
  /** The fact as the assistant uses it in suggestions: one sentence. */
  text: string;
  /** What the host wrote (the chat message's words, or the text typed in the panel). */
  hostWords: string;
  /** True when the assistant could not read the sentence into a fact: it quotes it as written, never reworded. */
  verbatim: boolean;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export interface ListingFactsResponse {
  listingId: string;
  pageFacts: PageFact[];
  hostFacts: HostFact[];
}

/** Body of POST /api/listing/:id/facts and PATCH /api/listing/:id/facts/:factId: the fact in the host's words. */
export interface HostFactRequest {
  text: string;
}

export interface HostFactResponse {
  fact: HostFact;
}

export interface HostFactDeleteResponse {
  success: true;
  id: string;
}

// ---- How a listing page was read (scrapedData.extraction and scrapedData.fieldSources) ----------------------

/**
 * Where a field was read: Airbnb's embedded state (StaysPdpSections, or the older listing objects), the
 * rendered page (`data-section-id` blocks), schema.org JSON-LD, or the head's Open Graph tags and <title>.
 */
export type FieldSource = 'state' | 'dom' | 'json-ld' | 'meta';

export const LISTING_FIELDS = [
  'platformListingId',
  'language',
  'title',
  'propertyType',
  'roomType',
  'location',
  'coordinates',
  'neighborhood',
  'guests',
  'bedrooms',
  'beds',
  'baths',
  'descriptionSections',
  'highlights',
  'amenities',
  'safety',
  'safetyAndProperty',
  'houseRules',
  'checkIn',
  'checkOut',
  'cancellationPolicy',
  'photos',
  'rating',
  'reviewCount',
  'categoryRatings',
  'guestFavourite',
  'host',
  'price',
  'photoTotal',
  'amenityTotal',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];
export type FieldSources = Partial<Record<ListingField, FieldSource>>;

/** Parts of a listing page a trimmed or partial page may lack; scoring says "not on the page we read" for them. */
export type ListingPart = 'title' | 'description' | 'photos' | 'amenities' | 'houseRules' | 'photoTour' | 'amenitiesList';

export interface ListingExtraction {
  format: string;
  /** True when a part every full listing page has (title, description, photos, amenities) was missing. */
  partial: boolean;
  /**
   * The parts the page we read did not have: set on partial pages; 'photoTour' when only the first photos were on
   * it, 'amenitiesList' when only the first amenities were (the full list was not opened).
   */
  notOnPage?: ListingPart[];
  /** 'imported' when the host handed the page over (POST /api/listings/import); absent when we fetched it. */
  origin?: 'imported';
}

// ---- Importing a listing page (POST /api/listings/import) -----------------------------------------------------

/**
 * The JSON form of an import: the page source as the host copied it, and optionally the listing's address.
 * The multipart form sends the saved file (.html, .htm, .mhtml) in the field `file` and the address in `url`.
 * Answered with `ImportResponse` (the listing, its analysis running) like POST /api/listings/analyze; errors:
 * 400 (no page, or no listing address in the page or given), 413 (over 15 MB), 415 (not a text file).
 */
export interface ImportPageRequest {
  html: string;
  url?: string | null;
}

export type ImportResponse = SingleResponse;

/** Largest page an import takes, in bytes (the UI can refuse a bigger file before sending it). */
export const MAX_IMPORT_PAGE_BYTES = 15 * 1024 * 1024;

// ---- What the page says under "Safety & property", and the totals it states (issue 42) ----------------------

export interface ListingContent {
  /**
   * The lines of the page's "Safety & property" list (2021: "Health & safety") as the page words them: devices,
   * devices it says are missing ("Carbon monoxide alarm not reported"), cameras and property notes ("Must climb
   * stairs"). detailedAmenities.safety keeps only the devices the listing has.
   */
  safetyAndProperty?: string[];
  /**
   * Totals the page states for lists it may show only in part: "Show all 65 amenities", "1 / 32", "Showing photo
   * 1 of 32", the photo tour's count. Scoring judges a count by the stated total when the list it read was cut short.
   */
  statedTotals?: StatedTotals;
}

export interface StatedTotals {
  photos?: number;
  amenities?: number;
}

// ---- Advice: one number per thing, the few actions first (issue 39) ------------------------------------------
// Every score, count and verdict a surface shows (the detail screen, the dashboard card, the report, the chat,
// the history) is worked out once, on the server, from the checks: `Recommendations.advice`. Surfaces read it;
// none adds points up again. Appended as declaration merges, like the sections above.

/** The parts of the detail screen that show a score or findings, in the screen's order. */
export const ADVICE_SECTIONS = [
  'photos',
  'title',
  'description',
  'listingDescription',
  'theSpace',
  'guestAccess',
  'otherDetails',
  'location',
  'amenities',
  'safety',
  'houseRules',
  'pricing',
  'localRules',
] as const;
export type AdviceSectionKey = (typeof ADVICE_SECTIONS)[number];

/** One problem and the one thing to do about it; the checks it stands for are counted once, here. */
export interface AdviceFinding {
  /** Stable within a rubric version: its only check's id, or the problem's key when checks merge ('description.theSpace'). */
  id: string;
  section: AdviceSectionKey;
  checkIds: string[];
  /** The section card's line for the problem when the rubric words one ("Too brief: 48 characters; …"), else ''. */
  title: string;
  /** What was found, each fact once. */
  evidence: string[];
  /** What to do, in a host's words. */
  fix: string;
  /** The fix in one line (its first sentence): what the top fixes show. */
  action: string;
  /** Further steps of the same fix, each about other photos (the photo analysis names them one by one). */
  steps?: string[];
  /** Optimization Score points the fix can add, to one decimal; 0 when its category is not scored. */
  gain: number;
  /** The category points it stands for: `points` of `maxPoints` now (the breakdown shows them, named as such). */
  points: number;
  maxPoints: number;
  /** About something the page we read did not show: the fix is to let us read it, not to add it. */
  notOnPage?: boolean;
}

/** What a section's score is: its category's, its own (a description section), or the Description's average. */
export type AdviceScoreKind = 'category' | 'section' | 'description-average';

export interface AdviceSection {
  key: AdviceSectionKey;
  /** As the detail screen names it: 'Title', 'The space', 'House Rules', 'Local rules and safety', … */
  name: string;
  category: CategoryKey;
  /** The one score this section shows; null: not scored (or, for local rules, no score of its own). */
  score: number | null;
  scoreOf: AdviceScoreKind;
  /** What the score measures, in a host's words ('Description and house rules' for House Rules). */
  measure: string;
  /** The other sections that show the same score (House Rules and Guest Safety borrow a category's). */
  sharedWith: AdviceSectionKey[];
  /**
   * For a section that shows its category's score but holds only part of its checks (House Rules, Amenities,
   * Guest Safety): its own checks as a score, "House rules' own checks: 100/100" (what the coach rates a House
   * Rules rewrite by).
   */
  ownScore?: number;
  /** Its checks that carry points, and how many of them passed in full ("3 of 5 checks passed in full"). */
  passed: number;
  total: number;
  /** All its checks, in rubric order. */
  checkIds: string[];
  /** What earned points, a few words each (at most three). */
  good: string[];
  /** Most Optimization Score points first. */
  findings: AdviceFinding[];
  /** What the page does not show, so it was not scored. */
  notShown: string[];
  /** This part of the listing was not on the page we read. */
  notOnPage: boolean;
  /** What to say where there is no finding: 'Nothing to fix here.' only at 100. */
  verdict: string | null;
  /** The title's or a description section's length, in characters as the checks count them. */
  characters?: number;
  /** The Description's score, as a sum a host can check (scoreOf 'description-average'). */
  average?: { parts: { section: AdviceSectionKey; name: string; score: number; characters: number }[]; characters: number; sum: number };
  /** Photo advice that fits none of the findings (photos: near-duplicates, photos that failed to load). */
  more?: string[];
}

/** The Optimization Score as a host can add it up: each category's score times its share. */
export interface AdviceBreakdown {
  rows: { category: CategoryKey; label: string; weight: number; score: number | null; contribution: number | null }[];
  /** Sum of the weights of the categories that count (100 when all do). */
  countedWeight: number;
  /** The contributions added up, unrounded; rounded it is the Optimization Score. */
  sum: number;
  total: number;
}

/**
 * The photo analysis' own rating of the photo set (PhotoRecommendation.overallPhotoScore): not the Photos score,
 * which counts toward the Optimization Score and takes this rating in through one of its checks.
 */
export interface AdvicePhotoQuality {
  score: number;
  /** 'Excellent', 'Good' or 'Needs improvement' (spec section 9). */
  label: string;
  /** What was taken off the photos' own scores for the set as a whole. */
  deductions: PhotoQualityDeduction[];
  /**
   * The Photos score does not take this rating in: it rates the photos' count, sizes, cover and rooms, and the
   * measured photos through its own checks, which carry these points of it (null before the photos are measured).
   */
  inPhotosScore: { points: number; maxPoints: number } | null;
}

export interface PhotoQualityDeduction {
  reason: string;
  points: number;
}

export interface Advice {
  /** True while the photos are still being measured: the score is provisional and changes at most once. */
  provisional: boolean;
  /** The fixes worth the most Optimization Score points, across sections (each is also in its section). */
  topFixes: AdviceFinding[];
  sections: AdviceSection[];
  breakdown: AdviceBreakdown | null;
  photoQuality: AdvicePhotoQuality | null;
}

export interface Recommendations {
  /** Absent on scores stored before issue 39; the server fills it in when it reads them. */
  advice?: Advice;
}

export interface Listing {
  /** The score was made before the photos were measured; the measured one replaces it once. */
  scoreProvisional?: boolean;
}

export interface PhotoRecommendation {
  /** How overallPhotoScore was made from the photos' own scores; absent on analyses stored before issue 39. */
  deductions?: PhotoQualityDeduction[];
}

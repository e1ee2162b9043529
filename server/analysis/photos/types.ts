import type { ListingContent, PhotoAnalysis, PhotoRecommendation } from '../../../contract/wire';

// The photo analysis's own types and the seams it plugs into: the guarded downloader (ingestion) and an
// optional vision model (assistant). Photo positions are 0-based everywhere in data (photoIndex,
// photoIndexes) and 1-based in the words a host reads ("photo 3" is photoIndex 2).

/** Downloads one image through the SSRF-guarded fetcher; rejects on any failure or when maxBytes is exceeded. */
export type FetchImage = (url: string, options: { maxBytes: number; timeoutMs: number }) => Promise<Buffer>;

export interface DescribeImageInput {
  image: Buffer;
  /** e.g. 'jpeg', 'png', 'webp', as the decoder identified it. */
  format: string;
  photoIndex: number;
  roomLabel: string | null;
  caption: string | null;
}

/** A vision model's short, objective description of the photo (configured with config.llm). */
export type DescribeImage = (input: DescribeImageInput) => Promise<string>;

/** How the photo analysis finds a listing (listingContentSource in db/photos.repository.ts reads listings.scraped_data). */
export interface PhotoListingSource {
  /**
   * The listing's extracted content when the listing exists and belongs to the user (content null while it
   * has not been analysed yet) and the analysis (its job id) that read it; null when there is no such listing.
   */
  findForPhotos(userId: string, listingId: string): Promise<{ content: ListingContent | null; analysisId: string | null } | null>;
}

export const ANALYSIS_UNAVAILABLE = 'Analysis unavailable';

/** Centre-square crop facts for the cover check; see pixel-stats.ts. */
export interface CentreSquareStats {
  meanLuminance: number;
  /** Share of the photo's edge energy (detail) inside the centre square, 0-1. */
  edgeShare: number;
  /** Share of the photo's area inside the centre square, 0-1. */
  areaShare: number;
}

/** Blur where the photo has detail; see pixel-stats.ts. */
export interface DetailSharpness {
  /** 0 sharp ... 1 blurred, over the sharpest detailed tiles; null when no tile holds detail (a blank wall). */
  blur: number | null;
  /** Tiles with detail, on the axis with fewer. */
  detailTiles: number;
}

/** What the pixels say, measured on the analysis raster (360 px on the long side). */
export interface PixelStats {
  width: number;
  height: number;
  /** Rec. 709 luma, 0-255; clip fractions are 0-1. */
  luminance: {
    mean: number;
    stdDev: number;
    p1: number;
    p5: number;
    p50: number;
    p95: number;
    p99: number;
    shadowClip: number;
    highlightClip: number;
    /** Share of pixels with at least one channel at 250 or more: highlights blown out, colour ones too. */
    channelClip: number;
  };
  /** max(R,G,B) - min(R,G,B), 0-255. */
  chroma: { mean: number; p95: number };
  /** Share of pixels in each 4x4x4 RGB cell (64 values summing to 1). */
  palette: number[];
  sharpness: DetailSharpness;
  /** 64-bit DCT perceptual hash, 16 hex digits. */
  perceptualHash: string;
  centreSquare: CentreSquareStats | null;
}

/** One decoded photo: its real size (after EXIF orientation) and the pixel statistics. */
export interface ImageMeasurement {
  format: string;
  width: number;
  height: number;
  /** Bytes downloaded. */
  bytes: number;
  pixels: PixelStats;
}

/** Everything kept per photo: the wire analysis plus the raw measurement behind it (null when it failed). */
export interface MeasuredPhoto {
  analysis: PhotoAnalysis;
  measurement: ImageMeasurement | null;
}

/** The compact summary the scoring issue's photos category reads. */
export interface PhotoEvidence {
  analyzedAt: string;
  /** Photos on the listing. */
  photoCount: number;
  /** Photos that were downloaded and measured. */
  analyzedCount: number;
  overallPhotoScore: number;
  photos: {
    index: number;
    width: number | null;
    height: number | null;
    overallScore: number;
    technicalIssues: string[];
    failed: boolean;
  }[];
  /** Groups of near-identical photos, 0-based indexes, the one to keep first. */
  nearDuplicateGroups: number[][];
  /** Rooms the capacity promises but no labelled photo shows, e.g. ['Bedroom 3', 'Bathroom']; empty when unknown. */
  missingRooms: string[];
  /** Distinct scenes among the first five photos (by room label, else by look), or null when fewer than 2 photos. */
  firstFiveDistinctScenes: number | null;
  /** Whether the cover keeps its detail and light in a square crop; null when not measured. */
  coverSurvivesSquareCrop: boolean | null;
}

export interface PhotoAnalysisResult {
  photos: MeasuredPhoto[];
  recommendation: PhotoRecommendation;
  evidence: PhotoEvidence;
}

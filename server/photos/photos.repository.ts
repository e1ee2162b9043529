import { sql } from 'kysely';
import type { ListingContent, PhotoAnalysis, PhotoPriority, PhotoRecommendation } from '../../contract/wire';
import type { PhotoAnalysisResult, PhotoEvidence, PhotoListingSource } from '../analysis/photos/types';
import type { Database } from '../db/database';
import type { PhotoAnalysesTable } from '../db/schema';

// Photo analyses and recommendations, stored per listing. Reads are scoped to the user through
// listings.user_id: another user's listing looks exactly like no listing (null).

/** The slice of the listings table (migration 0003, ingestion) these queries rely on. */
type ListingsSlice = {
  listings: { id: string; user_id: string; scraped_data: ListingContent | null; analysis_job_id: string | null };
};

/** The listing was deleted while its photos were being analysed. */
export class ListingGoneError extends Error {}

const FOREIGN_KEY_VIOLATION = '23503';

function toRow(listingId: string, analyzedAt: string, { analysis: a, measurement }: PhotoAnalysisResult['photos'][number]) {
  return {
    listing_id: listingId,
    photo_index: a.photoIndex,
    photo_url: a.photoUrl,
    category: a.category,
    is_hero_image: a.isHeroImage,
    overall_score: a.overallScore,
    priority: a.priority,
    width: a.width,
    height: a.height,
    aspect_ratio: a.aspectRatio,
    resolution_score: a.resolutionScore,
    lighting_score: a.lightingScore,
    technical_issues: JSON.stringify(a.technicalIssues),
    ai_description: a.aiDescription,
    quality_rating: a.qualityRating,
    composition: a.composition,
    features: JSON.stringify(a.features),
    error: a.error ?? null,
    metrics: measurement ? JSON.stringify(measurement) : null,
    analyzed_at: analyzedAt,
  };
}

type AnalysisRow = Omit<PhotoAnalysesTable, 'technical_issues' | 'features' | 'metrics' | 'analyzed_at' | 'listing_id'> & {
  technical_issues: string[];
  features: string[];
};

function toAnalysis(row: AnalysisRow): PhotoAnalysis {
  return {
    photoIndex: row.photo_index,
    photoUrl: row.photo_url,
    category: row.category,
    isHeroImage: row.is_hero_image,
    overallScore: row.overall_score,
    priority: row.priority as PhotoPriority,
    width: row.width,
    height: row.height,
    aspectRatio: row.aspect_ratio,
    resolutionScore: row.resolution_score,
    lightingScore: row.lighting_score,
    technicalIssues: row.technical_issues,
    aiDescription: row.ai_description,
    qualityRating: row.quality_rating,
    composition: row.composition,
    features: row.features,
    error: row.error,
  };
}

/** A run's photo analyses exactly as findAnalyses will read them back once saved. */
export function storedAnalyses(result: PhotoAnalysisResult): PhotoAnalysis[] {
  return result.photos.map((photo) =>
    toAnalysis({ ...toRow('', '', photo), technical_issues: photo.analysis.technicalIssues, features: photo.analysis.features }),
  );
}

export function photosRepository(database: Database) {
  const { db } = database;
  const withListings = db.withTables<ListingsSlice>();
  return {
    /** Replaces the listing's photo analysis with a new run's, in one transaction (the caller's, if it has one). */
    async save(listingId: string, result: PhotoAnalysisResult): Promise<void> {
      const analyzedAt = result.recommendation.analyzedAt ?? new Date().toISOString();
      const atomically = <T>(work: (trx: typeof db) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
      try {
        await atomically(async (trx) => {
          await trx.deleteFrom('photo_analyses').where('listing_id', '=', listingId).execute();
          if (result.photos.length > 0) {
            await trx
              .insertInto('photo_analyses')
              .values(result.photos.map((p) => toRow(listingId, analyzedAt, p)))
              .execute();
          }
          const recommendation = JSON.stringify(result.recommendation);
          const evidence = JSON.stringify(result.evidence);
          await trx
            .insertInto('photo_recommendations')
            .values({ listing_id: listingId, recommendation, evidence, analyzed_at: analyzedAt })
            .onConflict((oc) => oc.column('listing_id').doUpdateSet({ recommendation, evidence, analyzed_at: analyzedAt }))
            .execute();
        });
      } catch (err) {
        if ((err as { code?: string }).code === FOREIGN_KEY_VIOLATION)
          throw new ListingGoneError('The listing no longer exists.', { cause: err });
        throw err;
      }
    },

    /** The user's listing's photo analyses in photo order ([] before the first run); null when no such listing. */
    async findAnalyses(userId: string, listingId: string): Promise<PhotoAnalysis[] | null> {
      const rows = await withListings
        .selectFrom('listings')
        .leftJoin('photo_analyses', 'photo_analyses.listing_id', 'listings.id')
        .select([
          'listings.id as listingId',
          'photo_analyses.photo_index',
          'photo_analyses.photo_url',
          'photo_analyses.category',
          'photo_analyses.is_hero_image',
          'photo_analyses.overall_score',
          'photo_analyses.priority',
          'photo_analyses.width',
          'photo_analyses.height',
          'photo_analyses.aspect_ratio',
          'photo_analyses.resolution_score',
          'photo_analyses.lighting_score',
          'photo_analyses.technical_issues',
          'photo_analyses.ai_description',
          'photo_analyses.quality_rating',
          'photo_analyses.composition',
          'photo_analyses.features',
          'photo_analyses.error',
        ])
        .where('listings.id', '=', listingId)
        .where('listings.user_id', '=', userId)
        .orderBy('photo_analyses.photo_index')
        .execute();
      if (rows.length === 0) return null;
      return rows.filter((r) => r.photo_index !== null).map((r) => toAnalysis(r as AnalysisRow));
    },

    /** The recommendation (null before the first run), or null overall when the user has no such listing. */
    async findRecommendation(userId: string, listingId: string): Promise<{ recommendation: PhotoRecommendation | null } | null> {
      const row = await withListings
        .selectFrom('listings')
        .leftJoin('photo_recommendations', 'photo_recommendations.listing_id', 'listings.id')
        .select(['photo_recommendations.recommendation', 'photo_recommendations.analyzed_at'])
        .where('listings.id', '=', listingId)
        .where('listings.user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      if (!row.recommendation) return { recommendation: null };
      return { recommendation: row.recommendation as PhotoRecommendation };
    },

    /** What the scoring reads; null when the user has no such listing or its photos were never analysed. */
    async findEvidence(userId: string, listingId: string): Promise<PhotoEvidence | null> {
      const row = await withListings
        .selectFrom('photo_recommendations')
        .innerJoin('listings', 'listings.id', 'photo_recommendations.listing_id')
        .select('photo_recommendations.evidence')
        .where('listings.id', '=', listingId)
        .where('listings.user_id', '=', userId)
        .executeTakeFirst();
      return row ? (row.evidence as PhotoEvidence) : null;
    },

    /** The listing's extracted content (listings.scraped_data, written by the listing analysis) for its owner. */
    async findForPhotos(userId: string, listingId: string): ReturnType<PhotoListingSource['findForPhotos']> {
      const row = await withListings
        .selectFrom('listings')
        .select(['scraped_data', 'analysis_job_id'])
        .where('id', '=', listingId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { content: row.scraped_data, analysisId: row.analysis_job_id } : null;
    },

    /**
     * The analysis the user's listing is under now, and whether that analysis has saved what it read (one still
     * under way, or one that failed, leaves the content before it), or null when no such listing.
     */
    async findAnalysisId(userId: string, listingId: string): Promise<{ analysisId: string | null; saved: boolean } | null> {
      const row = await withListings
        .selectFrom('listings')
        .select(['analysis_job_id', sql<boolean>`not is_analyzing and analysis_error is null and scraped_data is not null`.as('saved')])
        .where('id', '=', listingId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { analysisId: row.analysis_job_id, saved: row.saved } : null;
    },
  };
}

export type PhotosRepository = ReturnType<typeof photosRepository>;

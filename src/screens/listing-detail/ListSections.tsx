import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import type { CategoryKey, Listing } from '../../../contract/wire';
import { categoryForSection, gradeByCount, safetyGrade } from '../../domain/grades';
import { isRecalculating } from '../../domain/listing-rules';
import { AMENITIES_SHOWN, categoryScore, checksFor, limitList } from '../../domain/listing-sections';
import { chatPrefills, detailText, sectionText, sectionTitles } from '../../domain/messages/listingDetail';
import { ChecksList, Explanation } from './Findings';
import { ScoreBlock, SectionCard } from './SectionCard';

// Amenities, House Rules, Guest Safety, and the categories without a card of their own (location, pricing).

export function AmenitiesSection({ listing }: { listing: Listing }) {
  const amenities = listing.scrapedData?.amenities ?? [];
  const { shown, rest } = limitList(amenities, AMENITIES_SHOWN);
  const recs = listing.recommendations;
  return (
    <SectionCard
      id="section-amenities"
      title={sectionTitles.amenities}
      listingId={listing.id}
      score={categoryScore(recs, 'amenities')}
      recalculating={isRecalculating(listing)}
      fallbackGrade={{ grade: gradeByCount(amenities.length) }}
      prefill={chatPrefills.amenities}
      badges={<Chip size="small" label={sectionText.byCount(amenities.length, amenities.length === 1 ? 'amenity' : 'amenities')} />}
    >
      <Explanation text={recs?.scoreExplanations?.amenities} />
      {amenities.length === 0 ? (
        <Alert severity="warning">{sectionText.noAmenities}</Alert>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="amenities">
          {shown.map((amenity) => (
            <Chip key={amenity} label={amenity} variant="outlined" />
          ))}
          {rest > 0 && <Chip label={sectionText.moreAmenities(rest)} color="primary" variant="outlined" />}
        </Stack>
      )}
      <ChecksList id="section-amenities" checks={checksFor(recs, 'amenities')} />
    </SectionCard>
  );
}

function PlainList({ items, testId }: { items: readonly string[]; testId: string }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }} data-testid={testId}>
      {items.map((item) => (
        <Typography component="li" variant="body2" key={item} sx={{ overflowWrap: 'anywhere' }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

export function HouseRulesSection({ listing }: { listing: Listing }) {
  const rules = (listing.scrapedData?.houseRules ?? []).filter((r) => r.trim() !== '');
  return (
    <SectionCard
      id="section-house-rules"
      title={sectionTitles.houseRules}
      listingId={listing.id}
      score={categoryScore(listing.recommendations, categoryForSection('houseRules'))}
      recalculating={isRecalculating(listing)}
      fallbackGrade={{ grade: gradeByCount(rules.length) }}
      prefill={chatPrefills.houseRules}
      badges={rules.length === 0 ? <Chip size="small" color="error" label={sectionText.missing} /> : undefined}
    >
      {rules.length === 0 ? <Alert severity="warning">{sectionText.noHouseRules}</Alert> : <PlainList items={rules} testId="house-rules" />}
    </SectionCard>
  );
}

export function SafetySection({ listing }: { listing: Listing }) {
  const features = (listing.scrapedData?.detailedAmenities?.safety ?? []).filter((f) => f.trim() !== '');
  const grade = safetyGrade(features.length);
  return (
    <SectionCard
      id="section-safety"
      title={sectionTitles.safety}
      listingId={listing.id}
      score={categoryScore(listing.recommendations, categoryForSection('safety'))}
      recalculating={isRecalculating(listing)}
      prefill={chatPrefills.safety}
      badges={
        <Chip size="small" label={`${sectionText.safetyFeatures(features.length)} · ${detailText.grade(grade.letter, grade.label)}`} />
      }
    >
      {features.length === 0 ? (
        <Alert severity="warning">{sectionText.noSafety}</Alert>
      ) : (
        <PlainList items={features} testId="safety-features" />
      )}
    </SectionCard>
  );
}

function CategoryBlock({ listing, category, title }: { listing: Listing; category: CategoryKey; title: string }) {
  const recs = listing.recommendations;
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h3">
          {title}
        </Typography>
        <ScoreBlock score={categoryScore(recs, category)} recalculating={isRecalculating(listing)} />
      </Box>
      <Explanation text={recs?.scoreExplanations?.[category]} />
      <ChecksList id={`section-${category}`} checks={checksFor(recs, category)} />
    </Stack>
  );
}

/** Availability reads the location score and the cancellation policy the pricing score (spec section 9). */
export function LocationAndPricingSection({ listing }: { listing: Listing }) {
  const policy = listing.scrapedData?.cancellationPolicy;
  return (
    <SectionCard
      id="section-location-pricing"
      title={sectionTitles.localAndPricing}
      listingId={listing.id}
      score={null}
      recalculating={false}
      showScore={false}
      prefill={chatPrefills.localAndPricing}
    >
      <CategoryBlock listing={listing} category={categoryForSection('availability')} title={sectionTitles.localOptimization} />
      <CategoryBlock listing={listing} category={categoryForSection('cancellationPolicy')} title={sectionTitles.pricing} />
      {policy && (
        <Typography variant="body2" color="text.secondary">
          {policy}
        </Typography>
      )}
    </SectionCard>
  );
}

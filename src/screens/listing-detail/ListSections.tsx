import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import type { Listing } from '../../../contract/wire';
import { categoryForSection, gradeByCount, safetyGrade } from '../../domain/grades';
import { isRecalculating } from '../../domain/listing-rules';
import { AMENITIES_SHOWN, limitList } from '../../domain/listing-sections';
import { chatPrefills, detailText, explanationText, sectionText, sectionTitles } from '../../domain/messages/listingDetail';
import { explainCategory } from '../../domain/score-explanation';
import { ChecksList, Explanation } from './Findings';
import { SectionCard } from './SectionCard';

// Amenities, House Rules, Guest Safety, and the categories without a card of their own (location, pricing).
// Guest Safety reads the amenities score and House Rules the description score (spec section 9): each says so
// and lists the checks about its own part.

export function AmenitiesSection({ listing }: { listing: Listing }) {
  const amenities = listing.scrapedData?.amenities ?? [];
  const { shown, rest } = limitList(amenities, AMENITIES_SHOWN);
  const explanation = explainCategory(listing.recommendations, 'amenities', 'amenities-only');
  return (
    <SectionCard
      id="section-amenities"
      title={sectionTitles.amenities}
      listingId={listing.id}
      score={explanation.score}
      recalculating={isRecalculating(listing)}
      fallbackGrade={{ grade: gradeByCount(amenities.length) }}
      prefill={chatPrefills.amenities}
      badges={<Chip size="small" label={sectionText.byCount(amenities.length, amenities.length === 1 ? 'amenity' : 'amenities')} />}
    >
      <Explanation explanation={explanation} note={explanationText.sameScoreAs(sectionTitles.safety)} />
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
      <ChecksList id="section-amenities" explanation={explanation} />
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
  const explanation = explainCategory(listing.recommendations, categoryForSection('houseRules'), 'house-rules');
  return (
    <SectionCard
      id="section-house-rules"
      title={sectionTitles.houseRules}
      listingId={listing.id}
      score={explanation.score}
      recalculating={isRecalculating(listing)}
      fallbackGrade={{ grade: gradeByCount(rules.length) }}
      prefill={chatPrefills.houseRules}
      badges={rules.length === 0 ? <Chip size="small" color="error" label={sectionText.missing} /> : undefined}
    >
      <Explanation explanation={explanation} note={explanationText.houseRulesCovers} />
      {rules.length === 0 ? <Alert severity="warning">{sectionText.noHouseRules}</Alert> : <PlainList items={rules} testId="house-rules" />}
      <ChecksList id="section-house-rules" explanation={explanation} />
    </SectionCard>
  );
}

export function SafetySection({ listing }: { listing: Listing }) {
  const features = (listing.scrapedData?.detailedAmenities?.safety ?? []).filter((f) => f.trim() !== '');
  const grade = safetyGrade(features.length);
  const explanation = explainCategory(listing.recommendations, categoryForSection('safety'), 'safety');
  // The count grade stands in only where there is no score: beside a score it would be a second grade.
  const countLabel =
    explanation.score == null
      ? `${sectionText.safetyFeatures(features.length)} · ${detailText.grade(grade.letter, grade.label)}`
      : sectionText.safetyFeatures(features.length);
  return (
    <SectionCard
      id="section-safety"
      title={sectionTitles.safety}
      listingId={listing.id}
      score={explanation.score}
      recalculating={isRecalculating(listing)}
      prefill={chatPrefills.safety}
      badges={<Chip size="small" label={countLabel} />}
    >
      <Explanation explanation={explanation} note={explanationText.sameScoreAs(sectionTitles.amenities)} />
      {features.length === 0 ? (
        <Alert severity="warning">{sectionText.noSafety}</Alert>
      ) : (
        <PlainList items={features} testId="safety-features" />
      )}
      <ChecksList id="section-safety" explanation={explanation} />
    </SectionCard>
  );
}

/** Location reads the availability score (spec section 9). */
export function LocationSection({ listing }: { listing: Listing }) {
  const explanation = explainCategory(listing.recommendations, categoryForSection('availability'));
  return (
    <SectionCard
      id="section-location"
      title={sectionTitles.localOptimization}
      listingId={listing.id}
      score={explanation.score}
      recalculating={isRecalculating(listing)}
      prefill={chatPrefills.localOptimization}
    >
      <Explanation explanation={explanation} />
      <ChecksList id="section-location" explanation={explanation} />
    </SectionCard>
  );
}

/** Pricing reads the cancellation policy score (spec section 9); the policy is named with what it is. */
export function PricingSection({ listing }: { listing: Listing }) {
  const explanation = explainCategory(listing.recommendations, categoryForSection('cancellationPolicy'));
  const policy = listing.scrapedData?.cancellationPolicy;
  return (
    <SectionCard
      id="section-pricing"
      title={sectionTitles.pricing}
      listingId={listing.id}
      score={explanation.score}
      recalculating={isRecalculating(listing)}
      prefill={chatPrefills.pricing}
      badges={policy ? <Chip size="small" variant="outlined" label={sectionText.cancellationPolicy(policy)} /> : undefined}
    >
      <Explanation explanation={explanation} />
      <ChecksList id="section-pricing" explanation={explanation} />
    </SectionCard>
  );
}

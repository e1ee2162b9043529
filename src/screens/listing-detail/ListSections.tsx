import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import type { AdviceSection, AdviceSectionKey, Listing } from '../../../contract/wire';
import { gradeByCount, safetyGrade } from '../../domain/grades';
import { isRecalculating } from '../../domain/listing-rules';
import { AMENITIES_SHOWN, limitList } from '../../domain/listing-sections';
import { chatPrefills, detailText, sectionText, sectionTitles } from '../../domain/messages/listingDetail';
import { adviceOf, sectionAdvice } from '../../domain/score-explanation';
import { ChecksList, SectionExplanation } from './Findings';
import { SectionCard } from './SectionCard';

// Amenities, Guest Safety, House Rules and Pricing. Guest Safety shows the amenities score and House Rules the
// description score (spec section 9): each names that score and lists the findings about its own part.

const TITLE_OF: Partial<Record<AdviceSectionKey, string>> = {
  amenities: sectionTitles.amenities,
  safety: sectionTitles.safety,
  houseRules: sectionTitles.houseRules,
  description: sectionTitles.description,
};

/** The titles of the cards that show the same score as this one. */
export function sharedNames(listing: Listing, section: AdviceSection): string[] {
  const advice = adviceOf(listing.recommendations);
  return section.sharedWith.map((key) => TITLE_OF[key] ?? advice?.sections.find((s) => s.key === key)?.name ?? key);
}

export function AmenitiesSection({ listing }: { listing: Listing }) {
  const amenities = listing.scrapedData?.amenities ?? [];
  const { shown, rest } = limitList(amenities, AMENITIES_SHOWN);
  const section = sectionAdvice(listing.recommendations, 'amenities');
  return (
    <SectionCard
      id="section-amenities"
      title={sectionTitles.amenities}
      listingId={listing.id}
      score={section?.score ?? null}
      recalculating={isRecalculating(listing)}
      fallbackGrade={{ grade: gradeByCount(amenities.length) }}
      prefill={chatPrefills.amenities}
      badges={<Chip size="small" label={sectionText.byCount(amenities.length, amenities.length === 1 ? 'amenity' : 'amenities')} />}
    >
      {section && <SectionExplanation section={section} sharedNames={sharedNames(listing, section)} />}
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
      {section && <ChecksList id="section-amenities" recommendations={listing.recommendations} section={section} />}
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
  const section = sectionAdvice(listing.recommendations, 'houseRules');
  const notOnPage = section?.notOnPage ?? false;
  return (
    <SectionCard
      id="section-house-rules"
      title={sectionTitles.houseRules}
      listingId={listing.id}
      score={section?.score ?? null}
      recalculating={isRecalculating(listing)}
      fallbackGrade={{ grade: gradeByCount(rules.length) }}
      prefill={chatPrefills.houseRules}
      badges={
        notOnPage ? (
          <Chip size="small" color="warning" label={sectionText.notOnPage} />
        ) : rules.length === 0 ? (
          <Chip size="small" color="error" label={sectionText.missing} />
        ) : undefined
      }
    >
      {rules.length > 0 ? (
        <PlainList items={rules} testId="house-rules" />
      ) : (
        !section?.findings.length && <Alert severity="warning">{sectionText.noHouseRules}</Alert>
      )}
      {section && <SectionExplanation section={section} sharedNames={sharedNames(listing, section)} />}
      {section && <ChecksList id="section-house-rules" recommendations={listing.recommendations} section={section} />}
    </SectionCard>
  );
}

export function SafetySection({ listing }: { listing: Listing }) {
  const features = (listing.scrapedData?.detailedAmenities?.safety ?? []).filter((f) => f.trim() !== '');
  const grade = safetyGrade(features.length);
  const section = sectionAdvice(listing.recommendations, 'safety');
  // The count grade stands in only where there is no score: beside a score it would be a second grade.
  const countLabel =
    section?.score == null
      ? `${sectionText.safetyFeatures(features.length)} · ${detailText.grade(grade.letter, grade.label)}`
      : sectionText.safetyFeatures(features.length);
  return (
    <SectionCard
      id="section-safety"
      title={sectionTitles.safety}
      listingId={listing.id}
      score={section?.score ?? null}
      recalculating={isRecalculating(listing)}
      prefill={chatPrefills.safety}
      badges={<Chip size="small" label={countLabel} />}
    >
      {features.length === 0 ? (
        !section && <Alert severity="warning">{sectionText.noSafety}</Alert>
      ) : (
        <PlainList items={features} testId="safety-features" />
      )}
      {section && <SectionExplanation section={section} sharedNames={sharedNames(listing, section)} />}
      {section && <ChecksList id="section-safety" recommendations={listing.recommendations} section={section} />}
    </SectionCard>
  );
}

/** Pricing reads the cancellation policy score (spec section 9); the policy is named with what it is. */
export function PricingSection({ listing }: { listing: Listing }) {
  const section = sectionAdvice(listing.recommendations, 'pricing');
  const policy = listing.scrapedData?.cancellationPolicy;
  return (
    <SectionCard
      id="section-pricing"
      title={sectionTitles.pricing}
      listingId={listing.id}
      score={section?.score ?? null}
      recalculating={isRecalculating(listing)}
      prefill={chatPrefills.pricing}
      badges={policy ? <Chip size="small" variant="outlined" label={sectionText.cancellationPolicy(policy)} /> : undefined}
    >
      {section && <SectionExplanation section={section} />}
      {section && <ChecksList id="section-pricing" recommendations={listing.recommendations} section={section} />}
    </SectionCard>
  );
}

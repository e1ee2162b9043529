import { Alert, Box, Chip, Typography } from '@mui/material';
import type { Listing } from '../../../contract/wire';
import { CATEGORY_LABELS, CATEGORY_WEIGHTS } from '../../../contract/limits';
import { isRecalculating } from '../../domain/listing-rules';
import { sectionAdvice, splitFindings } from '../../domain/score-explanation';
import {
  DESCRIPTION_SECTION_KEYS,
  FIRST_CHARACTERS_THAT_MATTER,
  isMissingSection,
  LISTING_DESCRIPTION_LIMIT,
  SUGGESTED_SECTION_LENGTH,
  textLength,
  TITLE_LIMIT,
  type SectionScoreKey,
} from '../../domain/listing-sections';
import { chatPrefills, explanationText, sectionText, sectionTitles } from '../../domain/messages/listingDetail';
import { ChecksList, FindingList, SectionExplanation } from './Findings';
import { SectionCard } from './SectionCard';
import { a11yText } from '../../domain/messages/a11y';

// The text sections of the listing detail: Title, Description (overall), the four description sections and
// Location (the neighbourhood text). Scores, counts and findings are the server's advice.

export function TitleSection({ listing }: { listing: Listing }) {
  const title = listing.scrapedData?.title ?? listing.title;
  const section = sectionAdvice(listing.recommendations, 'title');
  const length = section?.characters ?? textLength(title);
  return (
    <SectionCard
      id="section-title"
      title={sectionTitles.title}
      listingId={listing.id}
      score={section?.score ?? null}
      recalculating={isRecalculating(listing)}
      prefill={chatPrefills.title}
      badges={
        section?.notOnPage ? (
          <Chip size="small" color="warning" label={sectionText.notOnPage} />
        ) : (
          <Chip size="small" color={length > TITLE_LIMIT ? 'error' : 'default'} label={sectionText.titleLength(length, TITLE_LIMIT)} />
        )
      }
    >
      <Typography sx={{ fontWeight: 600, p: 1.5, borderRadius: 2, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}>{title}</Typography>
      {section && <SectionExplanation section={section} />}
      {section && <ChecksList id="section-title" recommendations={listing.recommendations} section={section} />}
    </SectionCard>
  );
}

export function DescriptionOverview({ listing }: { listing: Listing }) {
  const recs = listing.recommendations;
  const fold = recs?.detailedScores?.description?.showMoreFoldEstimate;
  const section = sectionAdvice(recs, 'description');
  const category = recs?.unscoredCategories?.includes('description') ? null : (recs?.categoryScores?.description ?? null);
  const average = section?.average;
  return (
    <SectionCard
      id="section-description"
      title={sectionTitles.description}
      listingId={listing.id}
      score={section?.score ?? null}
      recalculating={isRecalculating(listing)}
      prefill={chatPrefills.description}
    >
      {category != null && (
        <Typography variant="body2" color="text.secondary">
          {explanationText.descriptionFeeds(CATEGORY_LABELS.description, category, CATEGORY_WEIGHTS.description)}
        </Typography>
      )}
      {section && <SectionExplanation section={section} />}
      <Alert severity="info" variant="outlined">
        {sectionText.firstCharacters(FIRST_CHARACTERS_THAT_MATTER)}{' '}
        {sectionText.suggestedLength(SUGGESTED_SECTION_LENGTH.min, SUGGESTED_SECTION_LENGTH.max)}.
        {typeof fold === 'number' && fold > 0 ? ` ${sectionText.foldEstimate(fold)}` : ''}
      </Alert>
      {section && (
        <ChecksList id="section-description" recommendations={recs} section={section}>
          {average && section.score != null && (
            <Box data-testid="description-breakdown">
              <Typography variant="body2" color="text.secondary">
                {sectionText.weightedNote}
              </Typography>
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {average.parts.map((p) => (
                  <Typography component="li" variant="body2" key={p.section}>
                    {sectionText.weightedRow(p.name, p.score, p.characters)}
                  </Typography>
                ))}
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }} data-testid="description-total">
                {sectionText.weightedTotal(average.sum, average.characters, section.score)}
              </Typography>
            </Box>
          )}
        </ChecksList>
      )}
    </SectionCard>
  );
}

/** The section's text with its first 300 characters set apart: that part is what guests read first. */
function SectionText({ text, label }: { text: string; label: string }) {
  const chars = Array.from(text.trim());
  const head = chars.slice(0, FIRST_CHARACTERS_THAT_MATTER).join('');
  const tail = chars.slice(FIRST_CHARACTERS_THAT_MATTER).join('');
  return (
    // It scrolls on small screens, so keyboard users must be able to reach it (and hear what it holds).
    <Box
      tabIndex={0}
      role="group"
      aria-label={label}
      sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', maxHeight: 260, overflowY: 'auto' }}
    >
      <Typography variant="caption" color="primary" sx={{ fontWeight: 700, display: 'block', mb: 0.5 }}>
        {sectionText.firstPart(FIRST_CHARACTERS_THAT_MATTER)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        <Box component="mark" sx={{ bgcolor: 'transparent', color: 'text.primary', fontWeight: 500 }}>
          {head}
        </Box>
        {tail && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {tail}
          </Box>
        )}
      </Typography>
    </Box>
  );
}

export function DescriptionSectionCard({ listing, sectionKey }: { listing: Listing; sectionKey: SectionScoreKey }) {
  const { name } = DESCRIPTION_SECTION_KEYS.find((s) => s.key === sectionKey)!;
  const text = listing.scrapedData?.descriptionSections?.[name] ?? '';
  const section = sectionAdvice(listing.recommendations, sectionKey);
  const notOnPage = section?.notOnPage ?? false;
  const missing = !notOnPage && isMissingSection(text);
  const { problems, readability } = splitFindings(section?.findings ?? []);
  const length = section?.characters ?? textLength(text);
  const isSummary = sectionKey === 'listingDescription';
  const lengthBadge = isSummary ? (
    <Chip
      size="small"
      color={length > LISTING_DESCRIPTION_LIMIT ? 'error' : 'default'}
      label={sectionText.listingDescriptionLength(length, LISTING_DESCRIPTION_LIMIT)}
    />
  ) : (
    <>
      <Chip size="small" label={sectionText.sectionLength(length)} />
      <Chip
        size="small"
        variant="outlined"
        label={sectionText.suggestedLength(SUGGESTED_SECTION_LENGTH.min, SUGGESTED_SECTION_LENGTH.max)}
      />
    </>
  );
  return (
    <SectionCard
      id={`section-${sectionKey}`}
      title={sectionTitles[sectionKey]}
      listingId={listing.id}
      score={section?.score ?? null}
      recalculating={isRecalculating(listing)}
      prefill={chatPrefills[sectionKey]}
      badges={
        <>
          {missing && <Chip size="small" color="error" label={sectionText.missing} />}
          {notOnPage && <Chip size="small" color="warning" label={sectionText.notOnPage} />}
          {!notOnPage && lengthBadge}
        </>
      }
    >
      {missing ? (
        // A finding says it ("Write a 'The space' section: …"): one line per problem.
        section?.findings.length ? null : (
          <Alert severity="warning">{sectionText.missingHelp}</Alert>
        )
      ) : notOnPage ? null : (
        <SectionText text={text} label={a11yText.sectionTextBox(sectionTitles[sectionKey])} />
      )}
      {section && (
        <SectionExplanation section={section} findings={problems}>
          <FindingList title={explanationText.readabilityTitle} findings={readability} testId={`${sectionKey}-readability`} />
        </SectionExplanation>
      )}
      {section && <ChecksList id={`section-${sectionKey}`} recommendations={listing.recommendations} section={section} />}
    </SectionCard>
  );
}

/** Location reads the availability score (spec section 9): the neighbourhood text and how guests get around. */
export function LocationSection({ listing }: { listing: Listing }) {
  const section = sectionAdvice(listing.recommendations, 'location');
  return (
    <SectionCard
      id="section-location"
      title={sectionTitles.localOptimization}
      listingId={listing.id}
      score={section?.score ?? null}
      recalculating={isRecalculating(listing)}
      prefill={chatPrefills.localOptimization}
    >
      {section && <SectionExplanation section={section} />}
      {section && <ChecksList id="section-location" recommendations={listing.recommendations} section={section} />}
    </SectionCard>
  );
}

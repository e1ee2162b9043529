import { Alert, Box, Chip, Typography } from '@mui/material';
import type { Listing } from '../../../contract/wire';
import { isRecalculating } from '../../domain/listing-rules';
import { categoryWeightsFor } from '../../../contract/limits';
import { explainCategory } from '../../domain/score-explanation';
import {
  descriptionParts,
  descriptionScore,
  DESCRIPTION_SECTION_KEYS,
  FIRST_CHARACTERS_THAT_MATTER,
  isMissingSection,
  LISTING_DESCRIPTION_LIMIT,
  splitProblems,
  SUGGESTED_SECTION_LENGTH,
  textLength,
  TITLE_LIMIT,
  type SectionScoreKey,
} from '../../domain/listing-sections';
import { chatPrefills, explanationText, sectionText, sectionTitles } from '../../domain/messages/listingDetail';
import { ChecksList, Explanation, FixList, ProblemList } from './Findings';
import { SectionCard } from './SectionCard';
import { a11yText } from '../../domain/messages/a11y';

// The text sections of the listing detail: Title, Description (overall) and the four description sections.

export function TitleSection({ listing }: { listing: Listing }) {
  const title = listing.scrapedData?.title ?? listing.title;
  const length = textLength(title);
  const explanation = explainCategory(listing.recommendations, 'title');
  return (
    <SectionCard
      id="section-title"
      title={sectionTitles.title}
      listingId={listing.id}
      score={explanation.score}
      recalculating={isRecalculating(listing)}
      prefill={chatPrefills.title}
      badges={<Chip size="small" color={length > TITLE_LIMIT ? 'error' : 'default'} label={sectionText.titleLength(length, TITLE_LIMIT)} />}
    >
      <Typography sx={{ fontWeight: 600, p: 1.5, borderRadius: 2, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}>{title}</Typography>
      <Explanation explanation={explanation} />
      <ChecksList id="section-title" explanation={explanation} />
    </SectionCard>
  );
}

export function DescriptionOverview({ listing }: { listing: Listing }) {
  const recs = listing.recommendations;
  const fold = recs?.detailedScores?.description?.showMoreFoldEstimate;
  const parts = descriptionParts(recs, listing.scrapedData);
  const score = descriptionScore(recs, listing.scrapedData);
  const weight = parts.reduce((s, p) => s + p.weight, 0);
  const sum = parts.reduce((s, p) => s + p.score * p.weight, 0);
  const category = explainCategory(recs, 'description', 'description-sections');
  return (
    <SectionCard
      id="section-description"
      title={sectionTitles.description}
      listingId={listing.id}
      score={score}
      recalculating={isRecalculating(listing)}
      prefill={chatPrefills.description}
    >
      {parts.length > 0 && score != null && (
        <Box data-testid="description-breakdown">
          <Typography variant="body2" color="text.secondary">
            {sectionText.weightedNote}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {parts.map((p) => (
              <Typography component="li" variant="body2" key={p.name}>
                {sectionText.weightedRow(p.name, p.score, p.weight)}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }} data-testid="description-total">
            {sectionText.weightedTotal(sum, weight, score)}
          </Typography>
        </Box>
      )}
      {category.score != null && (
        <Typography variant="body2" color="text.secondary">
          {explanationText.descriptionFeeds(category.measure, category.score, categoryWeightsFor(recs?.rubricVersion).description)}
        </Typography>
      )}
      <FixList explanation={category} title={explanationText.fixesTitleOn(category.measure)} />
      <Alert severity="info" variant="outlined">
        {sectionText.firstCharacters(FIRST_CHARACTERS_THAT_MATTER)}{' '}
        {sectionText.suggestedLength(SUGGESTED_SECTION_LENGTH.min, SUGGESTED_SECTION_LENGTH.max)}.
        {typeof fold === 'number' && fold > 0 ? ` ${sectionText.foldEstimate(fold)}` : ''}
      </Alert>
      <ChecksList id="section-description" explanation={category} />
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
  const missing = isMissingSection(text);
  const entry = listing.recommendations?.detailedScores?.description?.sectionScores?.[sectionKey];
  const { problems, readability } = splitProblems(entry?.problems ?? []);
  const length = textLength(text);
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
      score={entry?.score ?? null}
      recalculating={isRecalculating(listing)}
      prefill={chatPrefills[sectionKey]}
      badges={
        <>
          {missing && <Chip size="small" color="error" label={sectionText.missing} />}
          {lengthBadge}
        </>
      }
    >
      {missing ? (
        <Alert severity="warning">{sectionText.missingHelp}</Alert>
      ) : (
        <SectionText text={text} label={a11yText.sectionTextBox(sectionTitles[sectionKey])} />
      )}
      <ProblemList title={sectionText.problems} problems={problems} testId={`${sectionKey}-problems`} />
      <ProblemList title={sectionText.readability} problems={readability} testId={`${sectionKey}-readability`} />
    </SectionCard>
  );
}

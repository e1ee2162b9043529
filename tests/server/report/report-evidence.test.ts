import { CALIBRATION } from '../../../contract/calibration.generated';
import { MARKET_EVIDENCE_CAVEAT } from '../../../contract/market-evidence';
import { score } from '../../../server/analysis/score';
import { reportData } from '../../../server/report/report-data';
import { renderReport } from '../../../server/report/report-pdf';
import { weakListing } from '../score/fixtures';
import { pdfText } from '../../support/server/pdf-text';

// The report reads the advice's findings: the claim of each finding that has market evidence is printed under it,
// and what the claims are (correlations) and where they come from once, not after each one.

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function report(): Promise<{ text: string; claims: string[] }> {
  const { seoScore, recommendations } = score(weakListing);
  const claims = [
    ...new Set(
      recommendations.advice!.sections.flatMap((s) => s.findings.flatMap((f) => (f.marketEvidence ? [f.marketEvidence.claim] : []))),
    ),
  ];
  const data = reportData({
    title: weakListing.title ?? 'Listing',
    url: weakListing.canonicalUrl,
    analyzedAt: new Date('2026-11-01T00:00:00.000Z'),
    generatedAt: new Date('2026-11-02T00:00:00.000Z'),
    seoScore,
    recommendations,
    content: weakListing,
    photoAnalyses: [],
    photoRecommendation: null,
    thumbnails: new Map(),
    history: [],
    changes: null,
    approvedTexts: {},
  });
  return { text: await pdfText(await renderReport(data, 'a4')), claims };
}

it('prints each finding’s evidence from real listings, and the caveat and source once', async () => {
  const { text, claims } = await report();
  expect(claims.length).toBeGreaterThan(0);
  for (const claim of claims) expect(text).toContain(flat(`Evidence: ${claim}`));
  expect(text.split(MARKET_EVIDENCE_CAVEAT)).toHaveLength(2);
  expect(text).toContain(flat(`Source: ${CALIBRATION.evidenceSource}.`));
});

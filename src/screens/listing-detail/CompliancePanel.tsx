import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import type { AdviceSection, ComplianceItem, ComplianceReport } from '../../../contract/wire';
import { complianceText } from '../../domain/messages/listingDetail';
import { GainChip, SourceText } from './Findings';
import { SCROLL_MARGIN_TOP } from './SectionCard';

// Where the listing is (issue 22): the registration rule of its place, cameras and alarms, in a card of its own
// ("Local rules" in the section navigation); a place with no known rule gets no registration line at all, an
// unknown place says it could not be checked. An item whose points a finding carries shows that finding's gain;
// one whose finding sits on another card (the alarms, on Guest Safety) points there instead of saying it twice.

/** The finding a compliance item's check belongs to: its gain, and the card it is on (null: this one). */
export interface ItemFinding {
  gain: number;
  elsewhere: string | null;
}

const ICON = {
  ok: <CheckCircleIcon fontSize="small" color="success" aria-hidden />,
  problem: <ErrorIcon fontSize="small" color="error" aria-hidden />,
  warning: <WarningIcon fontSize="small" color="warning" aria-hidden />,
  unchecked: <HelpOutlineIcon fontSize="small" color="action" aria-hidden />,
};

const CHIP_COLOUR = { ok: 'success', problem: 'error', warning: 'warning', unchecked: 'default' } as const;

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

function Item({ item, finding }: { item: ComplianceItem; finding: ItemFinding | null }) {
  const open = item.status !== 'ok';
  return (
    <Box
      component="li"
      data-testid={`compliance-${item.id}`}
      sx={{
        display: 'flex',
        gap: 1.25,
        alignItems: 'flex-start',
        p: open ? 1.5 : 0.5,
        borderRadius: 2,
        border: open ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ mt: '2px' }}>{ICON[item.status]}</Box>
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {item.title}
          </Typography>
          {open && <Chip size="small" variant="outlined" color={CHIP_COLOUR[item.status]} label={complianceText.status[item.status]} />}
          {open && finding && <GainChip gain={finding.gain} />}
        </Stack>
        {open && (
          <>
            {item.severity && <Labelled label={complianceText.consequenceLevel}>{complianceText.severity[item.severity]}</Labelled>}
            <Labelled label={complianceText.found}>{item.evidence}</Labelled>
            {item.fix && (
              <Labelled label={complianceText.fix}>{finding?.elsewhere ? complianceText.fixOn(finding.elsewhere) : item.fix}</Labelled>
            )}
            {item.consequence && <Labelled label={complianceText.consequence}>{item.consequence}</Labelled>}
            <SourceText source={item.source} />
            {item.links && item.links.length > 0 && (
              <Typography variant="caption" component="div" sx={{ overflowWrap: 'anywhere' }}>
                {complianceText.links}:{' '}
                {item.links.map((link, i) => (
                  <span key={link.url}>
                    {i > 0 && ' · '}
                    <Link href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.title}
                    </Link>
                  </span>
                ))}
              </Typography>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}

/** The compliance items' findings, by check id, from the advice. */
export function itemFindings(sections: readonly AdviceSection[], titleOf: (section: AdviceSection) => string): Map<string, ItemFinding> {
  const out = new Map<string, ItemFinding>();
  for (const section of sections)
    for (const f of section.findings)
      for (const id of f.checkIds) out.set(id, { gain: f.gain, elsewhere: section.key === 'localRules' ? null : titleOf(section) });
  return out;
}

export function CompliancePanel({
  report,
  findings,
}: {
  report: ComplianceReport | undefined;
  findings: ReadonlyMap<string, ItemFinding>;
}) {
  if (!report || report.items.length === 0) return null;
  return (
    <Card
      component="section"
      aria-labelledby="compliance-title"
      id="section-local-rules"
      data-testid="compliance"
      sx={{ scrollMarginTop: SCROLL_MARGIN_TOP }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography
          id="compliance-title"
          variant="h3"
          component="h2"
          tabIndex={-1}
          sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' }, mb: 1, outlineOffset: 4 }}
        >
          {complianceText.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {report.place ? complianceText.place(report.place) : complianceText.noPlace} {complianceText.notInScore}
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {report.items.map((item) => (
            <Item key={item.id} item={item} finding={item.checkId ? (findings.get(item.checkId) ?? null) : null} />
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {complianceText.rulesDate(report.rulesCheckedOn)}
        </Typography>
      </CardContent>
    </Card>
  );
}

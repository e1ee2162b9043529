import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { ComplianceItem, ComplianceReport } from '../../../contract/wire';
import { complianceScoring } from '../../domain/compliance';
import { complianceText } from '../../domain/messages/listingDetail';
import { SourceText } from './Findings';

// Where the listing is (issue 22): the registration rule of its place, cameras, alarms and the content rules for its
// text (issue 36). Shown on the summary;
// a place with no known rule gets no registration line at all, an unknown place says it could not be checked.

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

function Item({ item }: { item: ComplianceItem }) {
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
        </Stack>
        {open && (
          <>
            {item.severity && <Labelled label={complianceText.consequenceLevel}>{complianceText.severity[item.severity]}</Labelled>}
            <Labelled label={complianceText.found}>{item.evidence}</Labelled>
            {item.fix && <Labelled label={complianceText.fix}>{item.fix}</Labelled>}
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

export function CompliancePanel({ report }: { report: ComplianceReport | undefined }) {
  if (!report || report.items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="compliance-title" data-testid="compliance">
      <Typography id="compliance-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {complianceText.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {report.place ? complianceText.place(report.place) : complianceText.noPlace} {complianceScoring(report)}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {report.items.map((item) => (
          <Item key={item.id} item={item} />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {complianceText.rulesDate(report.rulesCheckedOn)}
      </Typography>
    </Box>
  );
}

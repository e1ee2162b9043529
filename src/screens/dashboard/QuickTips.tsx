import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useState } from 'react';
import { tips, tipsHeading } from '../../domain/messages/tips';

/** Six static topics; one open at a time, and the open one closes again when clicked. */
export function QuickTips() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Box component="section" aria-labelledby="quick-tips">
      <Typography id="quick-tips" variant="h2" sx={{ mb: 2, fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {tipsHeading}
      </Typography>
      {tips.map((tip) => (
        <Accordion key={tip.id} expanded={open === tip.id} onChange={(_e, expanded) => setOpen(expanded ? tip.id : null)} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`tip-${tip.id}`} id={`tip-${tip.id}-header`}>
            <Typography sx={{ fontWeight: 600 }}>{tip.title}</Typography>
          </AccordionSummary>
          {/* MUI gives the region around the details the id named by aria-controls; a second one would repeat it. */}
          <AccordionDetails>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
              {tip.points.map((point) => (
                <Typography component="li" key={point} color="text.secondary">
                  {point}
                </Typography>
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import type { PageFact } from '../../../../contract/wire';
import { PAGE_FACT_PREVIEW_CHARS, pageFactItems } from '../../../domain/listing-facts';
import { factsText } from '../../../domain/messages/listing-facts';

// The facts read from the listing's page, label beside value. Lists read as lists ('Wifi, Kitchen, Washer'), and a
// long one (the amenities) shows its start with 'Show all'. Not editable here: they change with a new analysis.

function PageFactValue({ value }: { value: string }) {
  const [all, setAll] = useState(false);
  const text = pageFactItems(value).join(', ');
  const long = text.length > PAGE_FACT_PREVIEW_CHARS;
  const shown = long && !all ? `${text.slice(0, PAGE_FACT_PREVIEW_CHARS).replace(/[,\s]+\S*$/, '')}…` : text;
  return (
    <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="body2" component="span">
        {shown}
      </Typography>
      {long && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ ml: 0.5, py: 0, minWidth: 0 }}>
          {all ? factsText.showLess : factsText.showAll}
        </Button>
      )}
    </Box>
  );
}

export function PageFacts({ facts }: { facts: PageFact[] }) {
  if (facts.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {factsText.noPageFacts}
      </Typography>
    );
  }
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(84px, max-content) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.75 }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <PageFactValue value={fact.value} />
        </Box>
      ))}
    </Box>
  );
}

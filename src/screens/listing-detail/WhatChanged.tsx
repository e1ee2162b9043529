import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { CategoryChange, HistoryProblem, ListingChanges, SectionChange } from '../../../contract/wire';
import { DiffText } from '../../components/text/DiffText';
import { categoryNames, historyText } from '../../domain/messages/history';

// "What changed since <date>": the score change by category, the sections whose text changed (a word diff:
// added words marked, removed ones struck through), and the problems fixed and new.

const longDate = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
const withTime = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The earlier analysis' date; with its time when both analyses are from the same day. */
export function sinceLabel(changes: Pick<ListingChanges, 'since' | 'until'>): string {
  const since = new Date(changes.since);
  const sameDay = since.toDateString() === new Date(changes.until).toDateString();
  return (sameDay ? withTime : longDate).format(since);
}

function Delta({ before, after }: Pick<CategoryChange, 'before' | 'after'>) {
  if (before === null || after === null) return null;
  const delta = after - before;
  const colour = delta > 0 ? 'success' : delta < 0 ? 'error' : 'default';
  return <Chip size="small" color={colour} variant={delta === 0 ? 'outlined' : 'filled'} label={delta > 0 ? `+${delta}` : String(delta)} />;
}

function CategoryChanges({ changes }: { changes: ListingChanges }) {
  const rows = [
    { key: 'seoScore', name: historyText.optimizationScore, before: changes.seoScore.before, after: changes.seoScore.after },
    ...changes.categories.map((c) => ({ key: c.category, name: categoryNames[c.category], before: c.before, after: c.after })),
  ];
  const show = (before: number | null, after: number | null) =>
    before === null && after === null ? historyText.notScored : `${before ?? historyText.notScored} → ${after ?? historyText.notScored}`;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {historyText.scoreChange}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }} data-testid="category-changes">
        {rows.map((row, i) => (
          <Box
            component="li"
            key={row.key}
            // Name, scores and change in columns, so the changes line up and stay on the row at 375 px.
            sx={{ display: 'grid', gridTemplateColumns: '1fr auto 3.25rem', gap: 1, alignItems: 'center', fontWeight: i === 0 ? 700 : 400 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 'inherit' }}>
              {row.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
              {show(row.before, row.after)}
            </Typography>
            <Box sx={{ justifySelf: 'end' }}>
              <Delta before={row.before} after={row.after} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function WordDiff({ change }: { change: SectionChange }) {
  if (change.kind === 'list') {
    return (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {change.parts.map((part, i) => (
          <Chip
            key={`${part.text}-${i}`}
            size="small"
            variant="outlined"
            color={part.change === 'added' ? 'success' : 'error'}
            label={`${part.change === 'added' ? historyText.itemsAdded : historyText.itemsRemoved}: ${part.text}`}
            sx={part.change === 'removed' ? { textDecoration: 'line-through' } : undefined}
          />
        ))}
      </Stack>
    );
  }
  return (
    <DiffText
      parts={change.parts}
      addedLabel={historyText.added}
      removedLabel={historyText.removed}
      sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
    />
  );
}

function SectionChanges({ sections }: { sections: readonly SectionChange[] }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {historyText.sectionsChanged}
      </Typography>
      {sections.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {historyText.noTextChanges}
        </Typography>
      ) : (
        <Stack spacing={1.5} data-testid="section-changes">
          {sections.map((s) => (
            <Box key={s.section}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {s.section}
                </Typography>
                {s.status !== 'changed' && (
                  <Chip size="small" label={s.status === 'added' ? historyText.sectionAdded : historyText.sectionRemoved} />
                )}
              </Stack>
              <WordDiff change={s} />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

const SHOWN = 5;

function ProblemChanges({
  title,
  empty,
  problems,
  fixed,
  testId,
}: {
  title: string;
  empty: string;
  problems: readonly HistoryProblem[];
  fixed: boolean;
  testId: string;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? problems : problems.slice(0, SHOWN);
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {title} ({problems.length})
      </Typography>
      {problems.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
          {shown.map((p) => (
            <Box component="li" key={p.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              {fixed ? (
                <CheckCircleIcon fontSize="small" color="success" sx={{ mt: '2px' }} aria-hidden />
              ) : (
                <ErrorOutlineIcon fontSize="small" color="warning" sx={{ mt: '2px' }} aria-hidden />
              )}
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {p.section}:
                </Box>{' '}
                {p.fix || p.evidence}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {problems.length > SHOWN && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 0.5 }}>
          {all ? historyText.showFewer : historyText.showAll(problems.length)}
        </Button>
      )}
    </Box>
  );
}

export function WhatChanged({ changes }: { changes: ListingChanges }) {
  return (
    <Stack spacing={2.5} data-testid="what-changed">
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem' }}>
        {historyText.changedSince(sinceLabel(changes))}
      </Typography>
      {!changes.sameRubric && <Alert severity="warning">{historyText.differentRules(changes.rubricBefore, changes.rubricAfter)}</Alert>}
      <CategoryChanges changes={changes} />
      <SectionChanges sections={changes.sections} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ProblemChanges title={historyText.fixed} empty={historyText.noneFixed} problems={changes.fixed} fixed testId="problems-fixed" />
        <ProblemChanges title={historyText.new} empty={historyText.noneNew} problems={changes.new} fixed={false} testId="problems-new" />
      </Box>
    </Stack>
  );
}

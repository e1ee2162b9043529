import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { Alert, Box, Button, CircularProgress, Collapse, Paper, Stack, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { factsText } from '../../../domain/messages/listing-facts';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectFactChange, selectFactEditing, selectListingFacts, selectRemovedFact } from '../../../store/listing-facts.selectors';
import {
  factChangeDismissed,
  factEditCancelled,
  factEditOpened,
  factEditSubmitted,
  factRemoveConfirmed,
  factRestoreRequested,
  factsReloadRequested,
  removedNoticeDismissed,
} from '../../../store/listing-facts.slice';
import { HostFactRow } from './HostFactRow';
import { PageFacts } from './PageFacts';

// "What I know about this listing" (docs/assistant.md): the facts the host told the assistant, each editable and
// removable (Remove asks first, and 'Undo' tells it again), apart from the facts read from the listing's page.
// The assistant reads them on the server for every suggestion, so the next one follows any change made here.

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function FactsPanel({ listingId, defaultOpen }: { listingId: string; defaultOpen: boolean }) {
  const dispatch = useAppDispatch();
  const facts = useAppSelector((s) => selectListingFacts(s, listingId));
  const editing = useAppSelector(selectFactEditing);
  const change = useAppSelector(selectFactChange);
  const removed = useAppSelector((s) => selectRemovedFact(s, listingId));
  const [open, setOpen] = useState(defaultOpen);
  const [pageOpen, setPageOpen] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const id = useId();

  const pendingChange = change?.listingId === listingId && change.status === 'pending' ? change : null;
  const failedChange = change?.listingId === listingId && change.status === 'failed' ? change : null;
  const confirmingFact = facts.hostFacts.find((f) => f.id === confirming) ?? null;
  const loaded = facts.status === 'succeeded';

  let hostFacts;
  if (facts.status === 'failed') {
    hostFacts = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => dispatch(factsReloadRequested({ listingId }))}>
            {factsText.retry}
          </Button>
        }
      >
        {factsText.loadFailed}
        {facts.error ? `: ${facts.error}` : ''}
      </Alert>
    );
  } else if (!loaded) {
    hostFacts = (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 1 }}>
        <CircularProgress size={18} />
        <Typography variant="body2" color="text.secondary">
          {factsText.loading}
        </Typography>
      </Stack>
    );
  } else if (facts.hostFacts.length === 0) {
    hostFacts = (
      <Typography variant="body2" color="text.secondary">
        {factsText.empty}
      </Typography>
    );
  } else {
    hostFacts = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {facts.hostFacts.map((fact) => (
          <HostFactRow
            key={fact.id}
            fact={fact}
            editing={editing?.listingId === listingId && editing.factId === fact.id}
            busy={pendingChange?.factId === fact.id ? pendingChange.action : null}
            locked={Boolean(pendingChange)}
            onEdit={() => dispatch(factEditOpened({ listingId, factId: fact.id }))}
            onRemove={() => setConfirming(fact.id)}
            onSave={(text) => dispatch(factEditSubmitted({ listingId, factId: fact.id, text }))}
            onCancel={() => dispatch(factEditCancelled())}
          />
        ))}
      </Box>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-heading`} sx={{ overflow: 'hidden' }}>
      <Box
        component="button"
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={`${id}-body`}
        sx={{
          all: 'unset',
          boxSizing: 'border-box',
          width: '100%',
          cursor: 'pointer',
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          px: 2,
          py: 1.5,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <FactCheckOutlinedIcon color="primary" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={`${id}-heading`} variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {factsText.heading}
          </Typography>
          {loaded && (
            <Typography variant="body2" color="text.secondary">
              {factsText.summary(facts.hostFacts.length, facts.pageFacts.length)}
            </Typography>
          )}
        </Box>
        <ExpandMoreIcon
          aria-hidden
          sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none', color: 'text.secondary' }}
        />
      </Box>
      <Collapse in={open} id={`${id}-body`}>
        <Stack spacing={2} sx={{ px: 2, pb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {factsText.intro}
          </Typography>
          <Section title={factsText.fromYou}>
            {hostFacts}
            {removed && (
              <Alert
                severity={removed.status === 'failed' ? 'error' : 'info'}
                variant="outlined"
                sx={{ mt: 1, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
                onClose={removed.status === 'pending' ? undefined : () => dispatch(removedNoticeDismissed())}
                slotProps={{ closeButton: { title: factsText.dismiss }, closeIcon: { 'aria-label': factsText.dismiss } }}
                action={removed.status === 'pending' ? <CircularProgress size={18} aria-label={factsText.restoring} /> : undefined}
              >
                {removed.status === 'failed' ? factsText.restoreFailed(removed.error) : factsText.removed(removed.fact.text)}
                {removed.status !== 'pending' && (
                  <Button size="small" onClick={() => dispatch(factRestoreRequested())} sx={{ ml: 1, py: 0 }}>
                    {factsText.undo}
                  </Button>
                )}
              </Alert>
            )}
            {failedChange && (
              <Alert severity="error" sx={{ mt: 1 }} onClose={() => dispatch(factChangeDismissed())}>
                {failedChange.action === 'edit' ? factsText.saveFailed(failedChange.error) : factsText.removeFailed(failedChange.error)}
              </Alert>
            )}
          </Section>
          {loaded && (
            <Box>
              <Button
                size="small"
                color="inherit"
                onClick={() => setPageOpen(!pageOpen)}
                aria-expanded={pageOpen}
                endIcon={<ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: pageOpen ? 'rotate(180deg)' : 'none' }} />}
                sx={{ ml: -1, fontWeight: 700 }}
              >
                {`${factsText.fromPage} (${facts.pageFacts.length})`}
              </Button>
              <Collapse in={pageOpen}>
                <Box component="section" aria-label={factsText.fromPage} sx={{ pt: 0.5 }}>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                    {factsText.fromPageHint}
                  </Typography>
                  <PageFacts facts={facts.pageFacts} />
                </Box>
              </Collapse>
            </Box>
          )}
        </Stack>
      </Collapse>
      <ConfirmDialog
        open={Boolean(confirmingFact)}
        title={factsText.confirmTitle}
        message={confirmingFact ? factsText.confirmMessage(confirmingFact.text) : ''}
        confirmLabel={factsText.confirmRemove}
        destructive
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirmingFact) dispatch(factRemoveConfirmed({ listingId, factId: confirmingFact.id }));
          setConfirming(null);
        }}
      />
    </Paper>
  );
}

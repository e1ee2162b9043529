import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { AppHeader } from '../../components/AppHeader';
import { chatText } from '../../domain/messages/chat';
import { selectAuthStatus } from '../../store/auth.selectors';
import { selectChatTarget, selectChatThread } from '../../store/chat.selectors';
import { chatClosed, chatOpened, chatReloadRequested } from '../../store/chat.slice';
import { useAppDispatch, useAppSelector, usePresence } from '../../store/hooks';
import { selectListingById, selectListings } from '../../store/listings.selectors';
import { backRequested, navigationRequested } from '../../store/screen.slice';
import { BackToTop } from './BackToTop';
import { ChatListingCard } from './ChatListingCard';
import { Composer } from './Composer';
import { Conversation } from './Conversation';
import { FactsPanel } from './facts/FactsPanel';
import { ListingPicker } from './ListingPicker';
import { StatePanel } from './StatePanel';

// Chat (spec section 2): the listing picker, or one listing's conversation (or the general one when there are
// no listings), behind the auth and load states. Its effects are the chat saga's (chatOpened / chatClosed).

function GoBack() {
  const dispatch = useAppDispatch();
  return (
    <Button variant="outlined" onClick={() => dispatch(backRequested())}>
      {chatText.goBack}
    </Button>
  );
}

function Thread({ listingId }: { listingId: string | null }) {
  const dispatch = useAppDispatch();
  const thread = useAppSelector((s) => selectChatThread(s, listingId));
  const listing = useAppSelector((s) => selectListingById(s, listingId));
  const listingCount = useAppSelector((s) => selectListings(s).length);
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });

  if (thread.status === 'not-found' || (listingId && !listing && thread.status === 'succeeded')) {
    return <StatePanel title={chatText.notFound} body={chatText.notFoundBody} actions={<GoBack />} />;
  }
  if (thread.status === 'failed') {
    return (
      <StatePanel
        title={chatText.loadFailed}
        body={thread.error || chatText.loadFailedFallback}
        actions={
          <>
            <Button variant="contained" onClick={() => dispatch(chatReloadRequested({ listingId }))}>
              {chatText.retry}
            </Button>
            <GoBack />
          </>
        }
      />
    );
  }
  if (thread.status !== 'succeeded' || (listingId && !listing)) return <StatePanel busy title={chatText.loadingConversation} />;

  const conversation = (
    <Stack spacing={2} sx={{ gridArea: 'chat', minWidth: 0, flex: 1 }}>
      <Box sx={{ flex: 1 }}>
        <Conversation listingId={listingId} listingTitle={listing?.title ?? null} />
      </Box>
      <Composer listingId={listingId} />
    </Stack>
  );

  if (!listing) {
    return (
      <Stack spacing={2} sx={{ minHeight: { xs: 'calc(100vh - 88px)', sm: 'calc(100vh - 112px)' } }}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
            {chatText.generalTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {chatText.generalIntro}
          </Typography>
        </Box>
        {conversation}
      </Stack>
    );
  }

  // A listing's conversation: on a phone the facts panel sits (folded) between the listing and the messages; on a
  // wide screen it stays open beside the conversation while it scrolls.
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
        gridTemplateAreas: { xs: '"head" "facts" "chat"', md: '"head facts" "chat facts"' },
        gridTemplateRows: { xs: 'auto auto 1fr', md: 'auto 1fr' },
        columnGap: 3,
        rowGap: 2,
        minHeight: { xs: 'calc(100vh - 88px)', sm: 'calc(100vh - 112px)' },
      }}
    >
      <Stack spacing={1.5} sx={{ gridArea: 'head', minWidth: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Button
            startIcon={<ArrowBackIcon />}
            onClick={() => dispatch(navigationRequested({ screen: 'listing-detail', listingId: listing.id }))}
            sx={{ ml: -1 }}
          >
            {chatText.backToListing}
          </Button>
          {listingCount > 1 && (
            <Button size="small" color="inherit" onClick={() => dispatch(navigationRequested({ screen: 'chat', listingId: null }))}>
              {chatText.changeListing}
            </Button>
          )}
        </Stack>
        <ChatListingCard listing={listing} />
      </Stack>
      <Box
        sx={{
          gridArea: 'facts',
          alignSelf: 'start',
          minWidth: 0,
          position: { md: 'sticky' },
          top: { md: 80 },
          maxHeight: { md: 'calc(100vh - 96px)' },
          overflowY: { md: 'auto' },
        }}
      >
        <FactsPanel listingId={listing.id} defaultOpen={wide} />
      </Box>
      {conversation}
    </Box>
  );
}

export default function ChatScreen() {
  const auth = useAppSelector(selectAuthStatus);
  const target = useAppSelector(selectChatTarget);
  const threadListingId = target.kind === 'thread' ? target.listingId : null;
  const showsThread = auth === 'authenticated' && target.kind === 'thread';

  usePresence(showsThread ? chatOpened({ listingId: threadListingId }) : null, chatClosed());

  let body;
  if (auth === 'loading') body = <StatePanel busy title={chatText.authenticating} />;
  else if (auth === 'unauthenticated')
    body = <StatePanel title={chatText.authRequired} body={chatText.authRequiredBody} actions={<GoBack />} />;
  else if (target.kind === 'picker') body = <ListingPicker />;
  else body = <Thread listingId={target.listingId} />;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader current="chat" />
      <Container component="main" maxWidth={showsThread && threadListingId ? 'lg' : 'md'} sx={{ pt: { xs: 2, md: 3 } }}>
        {body}
      </Container>
      <BackToTop />
    </Box>
  );
}

import ChatIcon from '@mui/icons-material/ChatOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { AdviceFinding, AdviceSectionKey, Listing } from '../../../contract/wire';
import { chatPrefills, sectionText, topFixesText } from '../../domain/messages/listingDetail';
import { adviceOf, scoreIsProvisional } from '../../domain/score-explanation';
import { useAppDispatch } from '../../store/hooks';
import { pageImportOpened } from '../../store/page-import.slice';
import { navigationRequested } from '../../store/screen.slice';
import { GainChip } from './Findings';
import { SCROLL_MARGIN_TOP } from './SectionCard';

// What the detail screen opens with: the listing's top fixes (the server's), each with its gain in Optimization
// Score points, one line of what to do, and a button that opens the chat on that section (or the import, for
// what the page we read did not show).

/** The chat's opening message for each part of the screen. */
const CHAT_FOR: Record<AdviceSectionKey, keyof typeof chatPrefills> = {
  photos: 'photos',
  title: 'title',
  description: 'description',
  listingDescription: 'listingDescription',
  theSpace: 'theSpace',
  guestAccess: 'guestAccess',
  otherDetails: 'otherDetails',
  location: 'localOptimization',
  amenities: 'amenities',
  safety: 'safety',
  houseRules: 'houseRules',
  pricing: 'pricing',
  localRules: 'localRules',
};

function FixRow({ listing, fix, sectionName }: { listing: Listing; fix: AdviceFinding; sectionName: string }) {
  const dispatch = useAppDispatch();
  const open = () => {
    if (fix.notOnPage) {
      dispatch(pageImportOpened({ forUrl: listing.url }));
      return;
    }
    const prefill = chatPrefills[CHAT_FOR[fix.section]];
    dispatch(
      navigationRequested({
        screen: 'chat',
        listingId: listing.id,
        chatFromListing: true,
        prefill: { message: prefill.message, section: prefill.section },
      }),
    );
  };
  return (
    <Box
      component="li"
      data-testid="top-fix"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        alignItems: { xs: 'stretch', sm: 'center' },
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 1.25 }}
        sx={{ alignItems: 'flex-start', flex: 1, minWidth: 0 }}
      >
        <GainChip gain={fix.gain} strong />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>
            {sectionName}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="top-fix-action">
            {fix.action}
          </Typography>
        </Box>
      </Stack>
      <Button
        size="small"
        variant="outlined"
        startIcon={fix.notOnPage ? <UploadFileIcon /> : <ChatIcon />}
        onClick={open}
        aria-label={fix.notOnPage ? undefined : topFixesText.inChatLabel(sectionName)}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        {fix.notOnPage ? topFixesText.importPage : topFixesText.inChat}
      </Button>
    </Box>
  );
}

export function TopFixes({ listing }: { listing: Listing }) {
  const advice = adviceOf(listing.recommendations);
  // "Nothing to fix" only where the score is 100; below, the fixes are on the section cards.
  if (!advice || listing.seoScore == null || (advice.topFixes.length === 0 && listing.seoScore < 100)) return null;
  const nameOf = (key: AdviceSectionKey) => advice.sections.find((s) => s.key === key)?.name ?? '';
  return (
    <Card
      component="section"
      aria-labelledby="top-fixes-title"
      id="top-fixes"
      data-testid="top-fixes"
      sx={{ scrollMarginTop: SCROLL_MARGIN_TOP }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="top-fixes-title" variant="h3" component="h2" sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' }, mb: 0.5 }}>
          {topFixesText.title}
        </Typography>
        {advice.topFixes.length === 0 ? (
          <Typography color="text.secondary">{topFixesText.none}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {topFixesText.help}
              {scoreIsProvisional(listing) ? ` ${topFixesText.provisional}` : ''}
            </Typography>
            <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {advice.topFixes.map((fix) => (
                <FixRow
                  key={fix.id}
                  listing={listing}
                  fix={fix}
                  sectionName={fix.notOnPage ? sectionText.notOnPage : nameOf(fix.section)}
                />
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

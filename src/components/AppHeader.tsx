import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import {
  AppBar,
  Avatar,
  Box,
  Button,
  ButtonBase,
  IconButton,
  Menu,
  MenuItem,
  Toolbar,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { headerText } from '../domain/messages/header';
import { signOutRequested } from '../store/auth.slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { chatEntryRequested } from '../store/listings.slice';
import { navigationRequested } from '../store/screen.slice';
import { selectThemeMode, themeToggled } from '../store/theme.slice';
import { Logo } from './Logo';

// The header of every signed-in screen (spec section 2): logo home, Dashboard and Chat, the theme toggle and
// the avatar menu; on small screens a hamburger menu instead. Screens pass which one they are.

export type HeaderScreen = 'dashboard' | 'chat' | 'profile' | 'listing-detail';

type ItemId = 'dashboard' | 'chat' | 'profile' | 'logout';

const AVATAR_MENU: Record<HeaderScreen, ItemId[]> = {
  dashboard: ['profile', 'logout'],
  chat: ['profile', 'logout'],
  profile: ['profile', 'logout'],
  'listing-detail': ['dashboard', 'chat', 'profile', 'logout'],
};
const MOBILE_MENU: ItemId[] = ['dashboard', 'chat', 'profile', 'logout'];

export function AppHeader({ current }: { current: HeaderScreen }) {
  const dispatch = useAppDispatch();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const mode = useAppSelector(selectThemeMode);
  const avatarUrl = useAppSelector((s) => s.profile.data?.avatarUrl ?? null);
  const [menu, setMenu] = useState<{ kind: 'avatar' | 'mobile'; anchor: HTMLElement } | null>(null);

  const go = (item: ItemId) => {
    setMenu(null);
    if (item === current) return;
    if (item === 'logout') dispatch(signOutRequested());
    else if (item === 'chat') dispatch(chatEntryRequested());
    else dispatch(navigationRequested({ screen: item }));
  };
  const open = (kind: 'avatar' | 'mobile') => (e: MouseEvent<HTMLElement>) => setMenu({ kind, anchor: e.currentTarget });
  const items = menu?.kind === 'mobile' ? MOBILE_MENU : AVATAR_MENU[current];
  const toggleLabel = mode === 'light' ? headerText.toDark : headerText.toLight;

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <ButtonBase aria-label={headerText.home} onClick={() => go('dashboard')} sx={{ borderRadius: 1, p: 0.5 }}>
          <Logo />
        </ButtonBase>
        <Box sx={{ flex: 1 }} />
        {!small && (
          <Box component="nav" aria-label={headerText.mainNavigation} sx={{ display: 'flex', gap: 0.5, mr: 1 }}>
            {(['dashboard', 'chat'] as const).map((item) => (
              <Button
                key={item}
                onClick={() => go(item)}
                aria-current={current === item ? 'page' : undefined}
                color={current === item ? 'primary' : 'inherit'}
                sx={{
                  fontWeight: current === item ? 700 : 500,
                  borderBottom: 2,
                  borderColor: current === item ? 'primary.main' : 'transparent',
                  borderRadius: 0,
                }}
              >
                {headerText[item]}
              </Button>
            ))}
          </Box>
        )}
        <Tooltip title={toggleLabel}>
          <IconButton aria-label={toggleLabel} onClick={() => dispatch(themeToggled())}>
            {mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
          </IconButton>
        </Tooltip>
        {small ? (
          <IconButton aria-label={headerText.openMenu} aria-haspopup="menu" onClick={open('mobile')} edge="end">
            <MenuIcon />
          </IconButton>
        ) : (
          <IconButton aria-label={headerText.accountMenu} aria-haspopup="menu" onClick={open('avatar')} sx={{ p: 0.5 }}>
            <Avatar src={avatarUrl ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
              <PersonIcon />
            </Avatar>
          </IconButton>
        )}
        <Menu
          anchorEl={menu?.anchor}
          open={Boolean(menu)}
          onClose={() => setMenu(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {items.map((item) => (
            <MenuItem key={item} onClick={() => go(item)} disabled={item === current} selected={item === current}>
              {headerText[item]}
            </MenuItem>
          ))}
        </Menu>
      </Toolbar>
    </AppBar>
  );
}

import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import PersonIcon from '@mui/icons-material/Person';
import { Avatar, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useRef, type ChangeEvent } from 'react';
import type { Profile } from '../../../contract/wire';
import { profileText } from '../../domain/messages/profile';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { avatarFileChosen, selectProfileEdit } from '../../store/profile-edit.slice';

// Profile Picture (spec section 2): the current picture and a file picker. The file's checks and the upload are
// the avatar saga's; the file goes there as an object URL, which keeps the action plain data.

export function ProfilePictureCard({ profile }: { profile: Profile }) {
  const dispatch = useAppDispatch();
  const { avatarStatus } = useAppSelector(selectProfileEdit);
  const input = useRef<HTMLInputElement>(null);
  const uploading = avatarStatus === 'pending';

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still counts as a choice.
    event.target.value = '';
    if (!file) return;
    dispatch(avatarFileChosen({ name: file.name, type: file.type, size: file.size, fileUrl: URL.createObjectURL(file) }));
  };

  return (
    <Card component="section" aria-labelledby="profile-picture-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="profile-picture-title" variant="h2" sx={{ fontSize: { xs: '1.1rem', sm: '1.25rem' }, mb: 2 }}>
          {profileText.profilePicture}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, sm: 3 }, flexWrap: 'wrap' }}>
          <Avatar
            src={profile.avatarUrl ?? undefined}
            alt={profileText.pictureAlt}
            data-testid="profile-avatar"
            sx={{ width: { xs: 72, sm: 96 }, height: { xs: 72, sm: 96 }, bgcolor: 'primary.main', fontSize: { xs: '2rem', sm: '2.5rem' } }}
          >
            <PersonIcon fontSize="inherit" />
          </Avatar>
          <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
            <input
              ref={input}
              type="file"
              accept="image/*"
              hidden
              onChange={onPick}
              data-testid="avatar-input"
              aria-label={profileText.uploadPicture}
            />
            <Button
              variant="outlined"
              startIcon={uploading ? <CircularProgress size={18} color="inherit" /> : <PhotoCameraIcon />}
              disabled={uploading}
              onClick={() => input.current?.click()}
            >
              {uploading ? profileText.uploading : profileText.uploadPicture}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {profileText.pictureHint}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

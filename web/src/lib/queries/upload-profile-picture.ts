import {
  PROFILE_PICTURE_FILE_FIELD,
  PROFILE_PICTURE_UPLOAD_PATH,
  type ProfilePictureUploaded,
} from '@seerat/contracts';
import { useMutation } from '@tanstack/react-query';
import { toApiError } from '../api-client';

/** Sends the picture as the server wants it: multipart, in `profilePicture`. */
export async function uploadProfilePicture(file: File): Promise<ProfilePictureUploaded> {
  const form = new FormData();
  form.append(PROFILE_PICTURE_FILE_FIELD, file);
  const response = await fetch(PROFILE_PICTURE_UPLOAD_PATH, {
    method: 'POST',
    credentials: 'include',
    body: form,
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as ProfilePictureUploaded;
}

export function useUploadProfilePicture() {
  return useMutation({ mutationFn: uploadProfilePicture });
}

import type { ToastContent } from '../ui/toast-provider';

/**
 * The toast of a saved profile: `title`, and "Picture uploaded successfully" under it when the
 * save kept a new picture (chosen pictures are uploaded at once, but belong to the profile only now).
 */
export function profileSavedToast(
  title: string,
  picture: { before: string | null | undefined; after: string | null | undefined },
): ToastContent {
  const uploaded = picture.after != null && picture.after !== picture.before;
  return uploaded ? { title, description: 'Picture uploaded successfully' } : { title };
}

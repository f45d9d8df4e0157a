import { useId } from 'react';
import { describeError } from '../../lib/api-client';
import { useUploadProfilePicture } from '../../lib/queries/upload-profile-picture';
import { Label } from '../ui/label';
import { useToast } from '../ui/toast-provider';
import { ProfileAvatar } from './profile-avatar';

type ProfilePictureInputProps = {
  name: string;
  value: string | null;
  onChange: (filePath: string | null) => void;
};

/**
 * The profile picture input: images only, uploaded as soon as one is chosen (the server checks
 * and re-encodes it), with a preview of what the server kept.
 */
export function ProfilePictureInput({ name, value, onChange }: ProfilePictureInputProps) {
  const id = useId();
  const upload = useUploadProfilePicture();
  const { toast } = useToast();

  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      // Not yet "uploaded" to the person: the picture is the profile's only once the profile is
      // saved (Cancel drops it), and the save's toast says so then (`profileSavedToast`).
      onSuccess: ({ filePath }) => onChange(filePath),
      onError: (error) =>
        toast({
          title: 'Failed to upload profile picture',
          description: describeError(error),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="flex items-center gap-4">
      <ProfileAvatar name={name || '?'} picture={value} size="lg" />
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Profile Picture</Label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={upload.isPending}
          onChange={(event) => choose(event.target.files?.[0])}
          className="text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
        />
        <p aria-live="polite" className="text-xs text-slate-500">
          {upload.isPending
            ? 'Uploading...'
            : upload.isSuccess
              ? 'Picture ready: it is kept when you save the profile'
              : ''}
        </p>
      </div>
    </div>
  );
}

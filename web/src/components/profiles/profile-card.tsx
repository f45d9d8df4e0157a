import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../ui/button';
import { ProfileAvatar } from './profile-avatar';
import { WhatsAppLink } from './profile-details';

type ProfileCardProps = {
  name: string;
  contact: string;
  picture: string | null;
  location: string;
  onView: () => void;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
};

/** One profile in Profile Management's grid, with view, edit and delete actions. */
export function ProfileCard({
  name,
  contact,
  picture,
  location,
  onView,
  onEdit,
  onDelete,
}: ProfileCardProps) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex min-w-0 items-center gap-3">
        <ProfileAvatar name={name} picture={picture} />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{name}</h3>
          <p className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            {contact}
            <WhatsAppLink contact={contact} />
          </p>
          <p className="truncate text-xs text-slate-500">{location}</p>
        </div>
      </div>
      <div className="mt-auto flex justify-end gap-1">
        <Button variant="ghost" size="sm" onClick={onView} aria-label={`View ${name}`}>
          <Eye aria-hidden="true" className="size-4" />
          View
        </Button>
        {onEdit && (
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        )}
        {onDelete && (
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
            <Trash2 aria-hidden="true" className="size-4 text-red-600" />
            Delete
          </Button>
        )}
      </div>
    </article>
  );
}

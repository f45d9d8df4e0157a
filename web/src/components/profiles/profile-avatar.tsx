import { classNames } from '../../lib/class-names';

/** The upper-cased first letters of the name's words (spec 001 section 2.12), at most two. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

type ProfileAvatarProps = { name: string; picture: string | null; size?: 'sm' | 'lg' };

/** A profile's picture, or its initials in a circle when it has none. */
export function ProfileAvatar({ name, picture, size = 'sm' }: ProfileAvatarProps) {
  const box = size === 'lg' ? 'size-24 text-2xl' : 'size-12 text-base';
  if (picture) {
    return <img src={picture} alt={name} className={classNames('shrink-0 rounded-full object-cover', box)} />;
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={classNames(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800',
        box,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

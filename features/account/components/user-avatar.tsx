import Avatar from '@mui/material/Avatar';

type Props = { src: string | null; name: string; alt: string; size?: number };

/** Up to two initials of the member's names, for an account without a picture. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase() ?? '');
  return letters.join('');
}

// The member's picture, else their initials; `alt` names the person either way.
export function UserAvatar({ src, name, alt, size = 96 }: Props) {
  const style = { width: size, height: size, fontSize: size * 0.38, fontWeight: 700 };
  if (src) return <Avatar src={src} alt={alt} sx={style} />;
  return (
    <Avatar role="img" aria-label={alt} sx={{ ...style, bgcolor: 'primary.main' }}>
      <span aria-hidden>{initialsOf(name)}</span>
    </Avatar>
  );
}

export function fullNameOf(user: { name: string; last_name: string | null }): string {
  return [user.name, user.last_name].filter(Boolean).join(' ');
}

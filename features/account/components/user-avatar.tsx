import styles from './user-avatar.module.css';

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
  const style = { width: size, height: size, fontSize: size * 0.38 };
  if (src) {
    // An uploaded picture or the preview of a chosen file (a data URL): nothing to optimise.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt={alt} width={size} height={size} className={styles.avatar} />;
  }
  return (
    <span
      role="img"
      aria-label={alt}
      style={style}
      className={`${styles.avatar} ${styles.initials}`}
    >
      <span aria-hidden>{initialsOf(name)}</span>
    </span>
  );
}

export function fullNameOf(user: { name: string; last_name: string | null }): string {
  return [user.name, user.last_name].filter(Boolean).join(' ');
}

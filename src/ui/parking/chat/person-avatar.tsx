// A person's avatar: their photo when they have one (read behind the bearer token), their initials meanwhile or
// otherwise, and a green dot when they are online.
import { Avatar, Indicator, type MantineSize } from '@mantine/core';
import { StoredImage } from '../../components/stored-image';

type PersonAvatarProps = { name: string; photo: string | null; size?: MantineSize; online?: boolean; onlineLabel?: string };

export function PersonAvatar({ name, photo, size = 'md', online, onlineLabel }: PersonAvatarProps) {
  const initials = <Avatar radius="xl" size={size} name={name} color="initials" />;
  const avatar = photo ? (
    <StoredImage key={photo} address={photo} alt={name} fallback={initials} render={(url, alt) => <Avatar radius="xl" size={size} src={url} alt={alt} />} />
  ) : (
    initials
  );
  if (online === undefined) return avatar;
  return (
    <Indicator color={online ? 'teal' : 'gray'} offset={6} position="bottom-end" size={10} withBorder aria-label={onlineLabel} title={onlineLabel}>
      {avatar}
    </Indicator>
  );
}

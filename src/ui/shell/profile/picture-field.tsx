// The profile picture (spec 1 §2.3, §5): shown at 106x106, the stored one read behind the bearer token, or the
// one just chosen, previewed before it is saved (the server resizes it to 106x106 the same way: cover).
import { Avatar, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { PICTURE_SIZE, PICTURE_TYPES } from '../../../contracts/profile.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { useObjectUrl } from '../../components/object-url';
import { StoredImage } from '../../components/stored-image';

type Props = { stored: string | null; chosen: File | null; onChoose: (file: File | null) => void; error?: string; disabled?: boolean };

export function PictureField({ stored, chosen, onChoose, error, disabled }: Props) {
  const { t } = useTranslate();
  const preview = useObjectUrl(chosen);
  const alt = t('profile.picture');
  const none = <Avatar size={PICTURE_SIZE} radius="md" role="img" aria-label={t('profile.pictureNone')} />;
  const shown = (src: string) => <Image src={src} alt={alt} w={PICTURE_SIZE} h={PICTURE_SIZE} fit="cover" radius="md" />;
  return (
    <Group gap="md" align="center" wrap="nowrap">
      {preview ? shown(preview) : stored ? <StoredImage key={stored} address={stored} alt={alt} fallback={none} render={shown} /> : none}
      <Stack gap={4}>
        <FileButton onChange={onChoose} accept={PICTURE_TYPES.join(',')} disabled={disabled} inputProps={{ 'aria-label': t('profile.pictureChoose') }}>
          {(props) => <Button variant="light" size="compact-sm" disabled={disabled} {...props}>{t('profile.pictureChoose')}</Button>}
        </FileButton>
        <Text size="xs" c="dimmed">{t('profile.pictureHint')}</Text>
        {chosen ? <Text size="xs" data-testid="picture-chosen">{chosen.name}</Text> : null}
        {error ? <Text size="xs" c="red" data-testid="picture-error">{error}</Text> : null}
      </Stack>
    </Group>
  );
}

// A lot's image (spec 3 §9: storefront and location map, 900x508): the stored one read behind the bearer token,
// or the one just chosen, previewed at the lot's proportions before it is saved (the server crops it the same way).
import { FileInput, Image, Stack, Text } from '@mantine/core';
import { LOT_IMAGE } from '../../../contracts/lot.struct';
import { PICTURE_TYPES } from '../../../contracts/profile.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { useObjectUrl } from '../../components/object-url';
import { StoredImage } from '../../components/stored-image';

type Props = { label: string; stored: string | null; chosen: File | null; onChoose: (file: File | null) => void; error?: string; disabled: boolean };

const WIDTH = 225;

export function LotImageField({ label, stored, chosen, onChoose, error, disabled }: Props) {
  const { t } = useTranslate();
  const preview = useObjectUrl(chosen);
  const shown = (src: string, alt: string) => <Image src={src} alt={alt} w={WIDTH} h={(WIDTH * LOT_IMAGE.height) / LOT_IMAGE.width} fit="cover" radius="sm" />;
  return (
    <Stack gap={4}>
      <FileInput label={label} description={t('properties.imageHint')} placeholder={t('properties.imagePick')} accept={PICTURE_TYPES.join(',')} clearable value={chosen} onChange={onChoose} error={error} disabled={disabled} />
      {preview ? shown(preview, label) : stored ? <StoredImage key={stored} address={stored} alt={`${label}: ${t('properties.imageStored')}`} fallback={<Text size="xs" c="dimmed">{t('properties.imageStored')}</Text>} render={shown} /> : null}
    </Stack>
  );
}

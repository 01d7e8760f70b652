// A news item's picture at the slider's 380x214 proportions: a file just chosen (its preview), else the stored
// picture read behind the session (src/ui/components/stored-image.tsx), else a grey box with `alt` as its label.
import { Box, Center, Image, Text } from '@mantine/core';
import { NEWS_IMAGE } from '../../../contracts/news.struct';
import { StoredImage } from '../../components/stored-image';
import { useObjectUrl } from '../../components/object-url';

type Props = { address: string | null; file?: File | null; alt: string; width?: number | string };

const RATIO = NEWS_IMAGE.width / NEWS_IMAGE.height;

function Blank({ alt }: { alt: string }) {
  return (
    <Center bg="gray.1" style={{ aspectRatio: RATIO, borderRadius: 8 }} role="img" aria-label={alt}>
      <Text size="xs" c="dimmed" ta="center" px="xs" lineClamp={2} aria-hidden>{alt}</Text>
    </Center>
  );
}

const picture = (url: string, alt: string) => <Image src={url} alt={alt} radius="md" style={{ aspectRatio: RATIO, objectFit: 'cover' }} />;

export function NewsPicture({ address, file = null, alt, width = '100%' }: Props) {
  const chosen = useObjectUrl(file);
  return (
    <Box w={width} maw="100%">
      {chosen ? picture(chosen, alt) : address ? <StoredImage key={address} address={address} alt={alt} fallback={<Blank alt={alt} />} render={picture} /> : <Blank alt={alt} />}
    </Box>
  );
}

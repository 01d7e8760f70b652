// An event's picture (spec 2 §3, §5, §8): read from the image route when the modal opens; 'Image not
// Available' when the event has none, or none the console can show.
import { Center, Image, Loader, Modal, Text } from '@mantine/core';
import { useTranslate } from '../../../i18n/use-translate';
import { PensionDashboardContext } from '../../../machines/pension-dashboard/pension-dashboard.context';

export function ImageModal() {
  const { t } = useTranslate();
  const actor = PensionDashboardContext.useActorRef();
  const image = PensionDashboardContext.useSelector((s) => s.context.image);
  const loading = PensionDashboardContext.useSelector((s) => s.matches({ image: 'loading' }));
  const open = PensionDashboardContext.useSelector((s) => !s.matches({ image: 'closed' }));
  const title = image ? t('pensionDashboard.image.title', { name: image.event.name, plate: image.event.plate }) : '';
  return (
    <Modal opened={open} onClose={() => actor.send({ type: 'pensionDashboard.closeImage' })} title={title} closeButtonProps={{ 'aria-label': t('pensionDashboard.image.close') }} size="lg" centered>
      <Center mih={160}>
        {loading ? <Loader aria-label={t('common.loading')} size="sm" /> : null}
        {!loading && image?.picture ? <Image src={image.picture} alt={title} radius="sm" fit="contain" mah="70vh" /> : null}
        {!loading && image && !image.picture ? <Text c="dimmed">{t('pensionDashboard.image.notAvailable')}</Text> : null}
      </Center>
    </Modal>
  );
}

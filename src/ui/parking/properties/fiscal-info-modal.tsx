// The fiscal and bank data modal of one lot (spec 3 §2 "Fiscal and bank info modal (2 steps)"), opened from the
// properties screen's fiscal action; `lot` null means closed.
import { Modal, Text } from '@mantine/core';
import { useTranslate } from '../../../i18n/use-translate';

type Props = { lot: { id: number; name: string } | null; onClose: () => void };

export function FiscalInfoModal({ lot, onClose }: Props) {
  const { t } = useTranslate();
  return (
    <Modal opened={lot !== null} onClose={onClose} title={t('fiscal.title')} centered size="lg">
      {lot ? <Text fw={500}>{lot.name}</Text> : null}
    </Modal>
  );
}

// What a parking screen shows without an active lot. A user with lots is told to choose one, with a link to
// /lots; a user with none (the platform admin, a shop owner) is told so, with no link that would only send
// them back where they came from.
import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { MessageKey } from '../../i18n/i18n';
import { useTranslate } from '../../i18n/use-translate';
import { SessionContext } from '../../machines/session/session.context';
import { selectLots } from '../../machines/session/session.selectors';

export function LotRequired({ message }: { message: MessageKey }) {
  const { t } = useTranslate();
  const hasLots = SessionContext.useSelector((s) => selectLots(s).length > 0);
  return (
    <Paper withBorder p="lg" radius="md">
      {hasLots ? (
        <>
          <Text>{t(message)}</Text>
          <Anchor component={Link} href="/lots">{t('lots.choose')}</Anchor>
        </>
      ) : (
        <Text>{t('lots.none')}</Text>
      )}
    </Paper>
  );
}

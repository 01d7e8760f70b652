// /rates/special/edit?data=... (spec 2 §2, spec 3 §2): the rate in the `data` query parameter (the rate, its
// rules as JSON text, the selected access ids and weekly time slots) opened in the wizard. A malformed `data`
// shows what is wrong and a way back, never a crash. Saving or closing returns to the table.
import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot } from '../../../machines/session/session.selectors';
import { parseEditData, type EditDataProblem } from '../../../machines/special-rate-wizard/edit-data';
import { SpecialRateWizard } from './special-rate-wizard';
import { LotRequired } from '../../components/lot-required';

const PROBLEM_KEYS: Record<EditDataProblem, MessageKey> = {
  missing: 'rates.editPage.missing',
  json: 'rates.editPage.json',
  shape: 'rates.editPage.shape',
  rules: 'rates.editPage.rules',
};

export default function SpecialRateEditScreen() {
  const { t } = useTranslate();
  const search = useSearch();
  const [, navigate] = useLocation();
  const lot = SessionContext.useSelector(selectActiveLot);
  const parsed = useMemo(() => parseEditData(new URLSearchParams(search).get('data')), [search]);
  const back = () => navigate('/rates/special');

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.ratesSpecialEdit')}</Title>
        {lot ? <Badge variant="light" size="lg">{lot.name}</Badge> : null}
      </Group>
      {!lot ? (
        <LotRequired message="rates.noLot" />
      ) : !parsed.ok ? (
        <Alert color="red" role="alert" title={t('rates.editPage.invalid')}>
          <Text size="sm" mb="sm">{t(PROBLEM_KEYS[parsed.problem])}</Text>
          <Anchor component={Link} href="/rates/special">{t('rates.editPage.back')}</Anchor>
        </Alert>
      ) : (
        <SpecialRateWizard key={lot.id} lotId={lot.id} timeZone={lot.time_zone} location={lot.location ?? null} rate={parsed.rate} asModal={false} onSaved={back} onClose={back} />
      )}
    </Stack>
  );
}

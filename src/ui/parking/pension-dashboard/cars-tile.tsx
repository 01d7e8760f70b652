// Cars total (spec 2 §2): pension entrances in the period, beside the lot's general entries for comparison.
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { PensionDashboardContext } from '../../../machines/pension-dashboard/pension-dashboard.context';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">{label}</Text>
      <Text fz={36} fw={700} lh={1.1} data-testid={testId}>{formatNumber(value)}</Text>
    </Stack>
  );
}

export function CarsTile() {
  const { t } = useTranslate();
  const totals = PensionDashboardContext.useSelector((s) => s.context.totals);
  const loading = PensionDashboardContext.useSelector((s) => s.matches({ events: 'loading' }));
  const failed = PensionDashboardContext.useSelector((s) => s.matches({ events: 'failed' }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pension-cars-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pension-cars-title">{t('pensionDashboard.cars')}</Title>
        {loading ? <Skeleton height={60} aria-label={t('common.loading')} /> : null}
        {failed ? <Text size="sm" c="dimmed">{t('pensionDashboard.loadFailed')}</Text> : null}
        {!loading && !failed ? (
          <Group grow align="flex-start">
            <Figure label={t('pensionDashboard.pensionsTotal')} value={totals.pensions.total} testId="pension-total" />
            <Figure label={t('pensionDashboard.generalTotal')} value={totals.general.total} testId="general-total" />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

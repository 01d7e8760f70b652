// Beside the timeline (beyond the spec): what a stay would cost, priced in the browser by the same engine the
// server uses (quote() of src/domain/tariff) with the screen's current fee sets, timeline, configuration and
// special rates, in the lot's time zone. It prices again whenever any of them changes.
import { Alert, Badge, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { lineText, quote, tariffMessage, TariffInputError, type Quote } from '../../../domain/tariff';
import { formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { RatesBoardContext } from '../../../machines/rates-board/rates-board.context';
import { quoteRates } from '../../../machines/rates-board/rates-board.selectors';
import { DateTimeField } from '../../components/date-fields';

// The date-time picker's value: the lot's wall clock.
const LOCAL = "yyyy-MM-dd HH:mm':00'";

/** A picker value ('2030-01-07 09:00:00') read as wall-clock time in `timeZone`, as an ISO instant. */
function wallClockToInstant(value: string | null, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::\d{2})?$/.exec(value ?? '');
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const date = new TZDate(y, mo - 1, d, h, mi, timeZone);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime()).toISOString();
}

const instantToWallClock = (ms: number, timeZone: string): string => format(new TZDate(ms, timeZone), LOCAL);

type Values = { entry: string | null; exit: string | null; access: string | null };
type Priced = { ok: true; quote: Quote } | { ok: false; problem: 'stay' | 'order' | 'input'; detail?: string };

export function QuoteSimulator({ timeZone }: { timeZone: string }) {
  const { t, locale } = useTranslate();
  const feeSets = RatesBoardContext.useSelector((s) => s.context.feeSets);
  const week = RatesBoardContext.useSelector((s) => s.context.week);
  const config = RatesBoardContext.useSelector((s) => s.context.config);
  const specialRates = RatesBoardContext.useSelector((s) => s.context.specialRates);
  const accesses = RatesBoardContext.useSelector((s) => s.context.accesses);
  const selectedAccessId = RatesBoardContext.useSelector((s) => s.context.selectedAccessId);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: (() => {
      const now = Date.now();
      return { entry: instantToWallClock(now - 2 * 3600_000, timeZone), exit: instantToWallClock(now, timeZone), access: selectedAccessId === null ? null : String(selectedAccessId) };
    })(),
  });
  const { entry, exit } = form.values;
  // Until one is picked here, the access chosen on the map.
  const access = form.values.access ?? (selectedAccessId === null ? null : String(selectedAccessId));

  const priced = useMemo((): Priced => {
    const from = wallClockToInstant(entry, timeZone);
    const to = wallClockToInstant(exit, timeZone);
    if (!from || !to || access === null) return { ok: false, problem: 'stay' };
    if (Date.parse(to) < Date.parse(from)) return { ok: false, problem: 'order' };
    try {
      const rates = quoteRates({ feeSets, week, config, specialRates }, timeZone);
      return { ok: true, quote: quote({ ...rates, entry: from, exit: to, accessId: Number(access) }) };
    } catch (error) {
      if (error instanceof TariffInputError) return { ok: false, problem: 'input', detail: tariffMessage(error, locale) };
      throw error;
    }
  }, [entry, exit, access, timeZone, feeSets, week, config, specialRates, locale]);

  const special = priced.ok && priced.quote.specialRateId !== null ? specialRates.find((r) => r.id === priced.quote.specialRateId) : null;
  const when = (iso?: string) => (iso ? format(new TZDate(Date.parse(iso), timeZone), 'MM-dd HH:mm') : '');

  return (
    <Stack gap="sm">
      <DateTimeField label={t('rates.quote.entry')} {...form.getInputProps('entry')} />
      <DateTimeField label={t('rates.quote.exit')} {...form.getInputProps('exit')} />
      <Select
        label={t('rates.quote.access')}
        data={accesses.map((a) => ({ value: String(a.id), label: a.name }))}
        allowDeselect={false}
        {...form.getInputProps('access')}
        value={access}
      />
      <Text size="xs" c="dimmed">{t('rates.quote.zone', { zone: timeZone })}</Text>
      <output aria-live="polite" aria-label={t('rates.quote.result')}>
        {priced.ok ? (
          <Stack gap={6}>
            <Group justify="space-between" align="baseline">
              <Text size="sm">{t('rates.quote.total')}</Text>
              <Title order={3} data-testid="quote-total">{formatMoney(priced.quote.total)}</Title>
            </Group>
            <Group gap="xs">
              <Badge variant="light">{t('rates.quote.duration', { count: priced.quote.durationMinutes })}</Badge>
              <Badge variant="light" color="gray">{t('rates.quote.billed', { count: priced.quote.billedMinutes })}</Badge>
              {special ? <Badge color="grape" variant="light">{t('rates.quote.special', { name: special.name })}</Badge> : null}
            </Group>
            {priced.quote.lines.length === 0 ? (
              <Text size="sm" c="dimmed">{t('rates.quote.noCharge')}</Text>
            ) : (
              <Table withRowBorders={false} verticalSpacing={2} aria-label={t('rates.quote.lines')}>
                <Table.Tbody>
                  {priced.quote.lines.map((line, i) => (
                    <Table.Tr key={i}>
                      <Table.Td>
                        <Text size="xs" fw={500}>{lineText(line, locale)}</Text>
                        <Text size="xs" c="dimmed">{when(line.from)} – {when(line.to)}</Text>
                      </Table.Td>
                      <Table.Td ta="right"><Text size="xs">{formatMoney(line.amount)}</Text></Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        ) : (
          <Alert color={priced.problem === 'input' ? 'red' : 'gray'} variant="light">
            <Text size="sm">{t(priced.problem === 'order' ? 'rates.quote.exitBeforeEntry' : priced.problem === 'input' ? 'rates.quote.cannotPrice' : 'rates.quote.chooseStay')}</Text>
            {priced.ok === false && priced.detail ? <Text size="xs" c="dimmed">{priced.detail}</Text> : null}
          </Alert>
        )}
      </output>
    </Stack>
  );
}

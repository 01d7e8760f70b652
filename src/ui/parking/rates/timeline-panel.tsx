// Quadrant 3 (spec 2 §4 "Timeline"): one row a weekday within the lot's opening hours. A block is a fee set
// in force; clicking it edits it, clicking a free stretch opens the rate modal with the gap. Every change saves
// the whole week (the board's chart).
import { Box, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { minutesOf } from '../../../domain/rates/clock-times';
import { WEEKDAYS } from '../../../domain/rates/weekdays';
import { useTranslate } from '../../../i18n/use-translate';
import { RatesBoardContext } from '../../../machines/rates-board/rates-board.context';
import { selectIsSavingTimeline } from '../../../machines/rates-board/rates-board.selectors';
import { dayStretches, windowOf, WHOLE_DAY, type Stretch } from '../../../machines/rates-board/timeline-rules';
import type { Weekday } from '../../../services/rates.api';
import { RatePeriodModal } from './rate-period-modal';
import { weekdayName } from './rate-text';

const PALETTE = ['blue', 'grape', 'teal', 'orange', 'indigo', 'lime', 'cyan', 'pink'];
const paletteOf = (id: number) => PALETTE[Math.abs(id) % PALETTE.length];
export const feeSetColor = (id: number): string => `var(--mantine-color-${paletteOf(id)}-6)`;
/** A block's ground: the fee set's light tint under the console's text colour, which reads at AA contrast in both
 *  schemes (white on shade 6 did not: 2.6:1 on orange); the full colour marks the block's left edge. */
const blockStyle = (id: number) => ({ background: `var(--mantine-color-${paletteOf(id)}-light)`, borderLeft: `4px solid ${feeSetColor(id)}` });

export function TimelinePanel() {
  const { t, locale } = useTranslate();
  const week = RatesBoardContext.useSelector((s) => s.context.week);
  const schedules = RatesBoardContext.useSelector((s) => s.context.schedules);
  const feeSets = RatesBoardContext.useSelector((s) => s.context.feeSets);
  const saving = RatesBoardContext.useSelector(selectIsSavingTimeline);
  const names = new Map(feeSets.map((s) => [s.id, s.name]));
  const empty = WEEKDAYS.every((d) => week[d].length === 0);

  return (
    <Stack gap={6} aria-busy={saving}>
      {empty ? <Text size="sm" c="dimmed">{t('rates.timeline.empty')}</Text> : null}
      {WEEKDAYS.map((day) => (
        <DayRow key={day} day={day} name={weekdayName(day, locale)} stretches={dayStretches(week[day], windowOf(schedules, day), names)} window={windowOf(schedules, day) ?? WHOLE_DAY} />
      ))}
      <Group gap="md" mt="xs">
        {feeSets.map((s) => (
          <Group key={s.id} gap={4}>
            <Box w={12} h={12} style={{ borderRadius: 3, background: feeSetColor(s.id) }} />
            <Text size="xs">{s.name}</Text>
          </Group>
        ))}
      </Group>
      <RatePeriodModal />
    </Stack>
  );
}

function DayRow({ day, name, stretches, window }: { day: Weekday; name: string; stretches: Stretch[]; window: { start: string; end: string } }) {
  const { t } = useTranslate();
  const board = RatesBoardContext.useActorRef();
  const open = minutesOf(window.start);
  const span = Math.max(1, minutesOf(window.end) - open);
  const pct = (hhmm: string) => ((minutesOf(hhmm) - open) / span) * 100;

  return (
    <Group wrap="nowrap" gap="sm" role="group" aria-label={name}>
      <Box w={92} style={{ flexShrink: 0 }}>
        <Text size="sm" fw={500}>{name}</Text>
        <Text size="xs" c="dimmed">{window.start}–{window.end}</Text>
      </Box>
      <Box pos="relative" h={34} style={{ flex: 1, borderRadius: 6, background: 'var(--mantine-color-default-hover)' }}>
        {stretches.map((s) => {
          const style = { position: 'absolute' as const, top: 2, bottom: 2, left: `${pct(s.from)}%`, width: `${pct(s.to) - pct(s.from)}%`, borderRadius: 5, overflow: 'hidden' };
          if (s.kind === 'gap') {
            const label = t('rates.timeline.addIn', { day: name, from: s.from, to: s.to });
            return (
              <Tooltip key={`gap-${s.from}`} label={label} withinPortal={false}>
                <UnstyledButton
                  aria-label={label}
                  onClick={() => board.send({ type: 'timeline.openGap', day, from: s.from, to: s.to })}
                  style={{ ...style, border: '1px dashed var(--mantine-color-gray-5)', textAlign: 'center' }}
                >
                  <Text size="xs" c="dimmed">+</Text>
                </UnstyledButton>
              </Tooltip>
            );
          }
          const label = t('rates.timeline.block', { day: name, name: s.name, from: s.from, to: s.to });
          return (
            <Tooltip key={`period-${s.index}`} label={label} withinPortal={false}>
              <UnstyledButton
                aria-label={label}
                onClick={() => board.send({ type: 'timeline.openPeriod', day, index: s.index })}
                style={{ ...style, ...blockStyle(s.feeSetId), padding: '0 6px' }}
              >
                <Text size="xs" fw={600} truncate="end">{s.name} {s.from}–{s.to}</Text>
              </UnstyledButton>
            </Tooltip>
          );
        })}
      </Box>
    </Group>
  );
}

// The tabbed base used to switch module (spec 1 §2.5): each tab has a theme colour, optional counter, and
// the states active, checked and hasError; a swipe on touch screens moves to the neighbouring tab.
import { Badge, Tabs, type MantineColor } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useRef, type TouchEvent } from 'react';
import { swipeStep, tabLabel } from './tab-rules';

export type ModuleTab = {
  value: string;
  label: string;
  color: MantineColor;
  counter?: number;
  checked?: boolean;
  hasError?: boolean;
  disabled?: boolean;
};

type Props = { tabs: readonly ModuleTab[]; active: string; onChange: (value: string) => void; ariaLabel: string };

export function ModuleTabs({ tabs, active, onChange, ariaLabel }: Props) {
  const { width } = useViewportSize();
  const xs = useRef<number[]>([]);
  const enabled = tabs.filter((tab) => !tab.disabled);

  const onTouchEnd = () => {
    const step = swipeStep(xs.current);
    xs.current = [];
    if (step === 0) return;
    const at = enabled.findIndex((tab) => tab.value === active);
    const next = enabled[at + step];
    if (next) onChange(next.value);
  };

  return (
    <Tabs
      value={active}
      onChange={(value) => value && onChange(value)}
      variant="pills"
      // One row that scrolls sideways on narrow screens instead of spilling out of its bar.
      styles={{ root: { minWidth: 0 }, list: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' } }}
      color={tabs.find((tab) => tab.value === active)?.color}
      onTouchStart={(e: TouchEvent) => { xs.current = [e.touches[0].clientX]; }}
      onTouchMove={(e: TouchEvent) => { xs.current.push(e.touches[0].clientX); }}
      onTouchEnd={onTouchEnd}
    >
      <Tabs.List aria-label={ariaLabel}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            color={tab.color}
            disabled={tab.disabled}
            aria-label={tab.label}
            title={tab.label}
            data-checked={tab.checked || undefined}
            data-has-error={tab.hasError || undefined}
            leftSection={tab.hasError ? <Badge size="xs" circle color="red">!</Badge> : tab.checked ? <Badge size="xs" circle color="green">✓</Badge> : null}
            rightSection={tab.counter ? <Badge size="xs" variant="light" color={tab.color}>{tab.counter}</Badge> : null}
          >
            {tabLabel(tab.label, width || Number.POSITIVE_INFINITY)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

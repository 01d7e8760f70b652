// The module-switch tabs base (spec 1 §2.5): states, counters, keyboard and swipe.
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModuleTabs, type ModuleTab } from '../../src/ui/components/module-tabs/module-tabs';
import { render } from './render';
import { englishIn, inSpanish } from './spanish';

const TABS: ModuleTab[] = [
  { value: 'nexo', label: 'Nexo', color: 'violet', checked: true },
  { value: 'salesman', label: 'Shopping To Go', color: 'orange', counter: 3 },
  { value: 'shopping', label: 'Shopping', color: 'pink', hasError: true },
  { value: 'bigdata', label: 'Big Data', color: 'teal', disabled: true },
];

describe('ModuleTabs', () => {
  it('shows the active, checked and hasError states and the counters', () => {
    render(<ModuleTabs tabs={TABS} active="salesman" onChange={() => {}} ariaLabel="Switch module" />);
    expect(screen.getByRole('tab', { name: 'Shopping To Go' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Nexo' })).toHaveAttribute('data-checked', 'true');
    expect(screen.getByRole('tab', { name: 'Shopping' })).toHaveAttribute('data-has-error', 'true');
    expect(screen.getByRole('tab', { name: 'Shopping To Go' })).toHaveTextContent('3');
    expect(screen.getByRole('tab', { name: 'Big Data' })).toBeDisabled();
  });

  it('in Spanish, adds no English word of its own to the tabs it is given', async () => {
    await inSpanish(() => {
      render(<ModuleTabs tabs={TABS} active="salesman" onChange={() => {}} ariaLabel="Cambiar de módulo" />);
      expect(englishIn(document.body, TABS.map((tab) => tab.label))).toEqual([]);
    });
  });

  it('changes tab by click and by keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<ModuleTabs tabs={TABS} active="nexo" onChange={onChange} ariaLabel="Switch module" />);
    await user.click(screen.getByRole('tab', { name: 'Shopping' }));
    expect(onChange).toHaveBeenLastCalledWith('shopping');
    screen.getByRole('tab', { name: 'Nexo' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('salesman');
  });

  it('moves to the next tab on a swipe of more than 8 points', () => {
    const onChange = vi.fn();
    render(<ModuleTabs tabs={TABS} active="nexo" onChange={onChange} ariaLabel="Switch module" />);
    const list = screen.getByRole('tablist');
    fireEvent.touchStart(list, { touches: [{ clientX: 300 }] });
    for (let i = 1; i <= 9; i++) fireEvent.touchMove(list, { touches: [{ clientX: 300 - i * 20 }] });
    fireEvent.touchEnd(list);
    expect(onChange).toHaveBeenCalledWith('salesman');
  });
});

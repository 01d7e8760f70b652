// The pension modal (src/ui/parking/pensions/pension-modal.tsx) along the shortest path to every state of its
// chart: what the user sees in each step (spec 3 §2 "Add/edit pension modal", §4).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { PersonValues } from '../../../src/machines/pension-wizard/pension-rules';
import type { pensionWizardMachine } from '../../../src/machines/pension-wizard/pension-wizard.machine';
import type { PensionWizardEvent } from '../../../src/machines/pension-wizard/pension-wizard.types';
import { PensionModal } from '../../../src/ui/parking/pensions/pension-modal';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { existingPension, pensionWizardOracle } from '../oracles/pension-wizard.oracle';

const api = vi.hoisted(() => ({ savePension: vi.fn() }));
vi.mock('../../../src/services/pensions.api', async (importOriginal) => ({ ...(await importOriginal<object>()), savePension: api.savePension }));
vi.mock('../../../src/machines/pension-wizard/pension-wizard.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ pensionWizardMachine: typeof pensionWizardMachine }>();
  return { ...chart, pensionWizardMachine: probed(chart.pensionWizardMachine, ['savePension']) };
});

setLocale('en');
const saveCall = settleable();
const spies = { saved: vi.fn(), close: vi.fn() };
beforeEach(() => {
  saveCall.reset();
  api.savePension.mockImplementation(saveCall.impl);
});
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const title = () => screen.getByRole('dialog');

function view(input = pensionWizardOracle.input): ViewOracle<typeof pensionWizardMachine> {
  return {
    render: () => {
      spies.saved.mockReset();
      spies.close.mockReset();
      notifications.clean();
      render(<PensionModal lotId={input?.lotId ?? 1} pension={input?.pension ?? null} onSaved={spies.saved} onClose={spies.close} />);
    },
    drive: {
      'xstate.done.actor.savePension': async (e) => (await saveCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.savePension': async (e) => (await saveCall.reject((e as Failure).error), true),
      'pension.next': (e) => {
        const { person } = e as Extract<PensionWizardEvent, { type: 'pension.next' }>;
        const fields: [string, keyof PersonValues][] = [['First name', 'first_name'], ['Last name', 'lastname'], ['Email', 'email'], ['Role', 'role']];
        for (const [label, key] of fields) {
          const field = screen.getByLabelText(label, { exact: false });
          if (!(field as HTMLInputElement).disabled) fireEvent.change(field, { target: { value: person[key] } });
        }
        click('Next');
        return true;
      },
      'pension.back': () => (click('Back'), true),
      'pension.close': () => (click('Close'), true),
      'pension.submit': () => (click('Save pension'), true),
      'car.add': () => (click('Add car'), true),
      'car.edit': (e, s) => (click(`Edit car ${s.context.cars.find((c) => c.key === (e as { key: number }).key)?.plate}`), true),
    },
    sees: {
      person: (c) => {
        expect(within(title()).getByText('· Person')).toBeInTheDocument();
        expect(screen.getByLabelText('First name', { exact: false })).toHaveValue(c.person.first_name);
        expect(screen.getByLabelText('Email', { exact: false })).toHaveProperty('disabled', c.pensionId !== null);
        expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
        expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      },
      cars: (c) => {
        expect(within(title()).getByText('· Cars')).toBeInTheDocument();
        expect(screen.queryAllByRole('listitem').map((i) => i.getAttribute('aria-label'))).toEqual(c.cars.map((car) => car.plate));
        if (c.cars.length === 0) expect(screen.getByText('No cars yet, you need to add one or more cars')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Save pension' })).toHaveProperty('disabled', c.cars.length === 0);
        if (c.error) expect(screen.getByRole('alert', { name: '' })).toHaveTextContent(c.error);
        expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
      },
      car: (c) => {
        expect(within(title()).getByText('· Car')).toBeInTheDocument();
        expect(screen.getByText(c.editingKey === null ? 'New car' : 'Edit car')).toBeInTheDocument();
        expect(screen.getByLabelText('Plate', { exact: false })).toHaveValue(c.carDraft.plate);
        expect(screen.getByRole('button', { name: 'Save and back' })).toBeInTheDocument();
      },
      sending: (c) => {
        expect(screen.getByLabelText('Saving the pension')).toBeInTheDocument();
        // Spec 3 §7: POST without an id for a new pension, PUT with it; plates in upper case.
        expect(api.savePension).toHaveBeenLastCalledWith(c.lotId, expect.objectContaining({ email: c.person.email, cars: c.cars.map(({ brand, model, color, plate }) => ({ brand, model, color, plate })) }), c.pensionId);
        expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
      },
      saved: async () => {
        expect(await screen.findByText('Saved.')).toBeInTheDocument();
        expect(spies.saved).toHaveBeenCalledTimes(1);
        expect(spies.close).not.toHaveBeenCalled();
      },
      closed: () => {
        expect(spies.close).toHaveBeenCalledTimes(1);
        expect(spies.saved).not.toHaveBeenCalled();
      },
    },
  };
}

describeViewPaths(pensionWizardOracle, view());
describeViewPaths({ ...pensionWizardOracle, input: existingPension }, view(existingPension), 'editing a pension with one car');

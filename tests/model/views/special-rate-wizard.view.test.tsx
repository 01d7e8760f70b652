// The special-rate wizard (src/ui/parking/special-rates/special-rate-wizard.tsx) along the shortest path to
// every state of its chart, its actors running against mocked services: what the user sees in each step
// (spec 2 "Wizard behaviour", §4 "Special rate wizard").
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { specialRateWizardMachine } from '../../../src/machines/special-rate-wizard/special-rate-wizard.machine';
import { SpecialRateWizard } from '../../../src/ui/parking/special-rates/special-rate-wizard';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { existingRate, loaded, specialRateWizardOracle, today } from '../oracles/special-rate-wizard.oracle';

const api = vi.hoisted(() => ({ fetchAccesses: vi.fn(), fetchAccessMap: vi.fn(), saveSpecialRate: vi.fn() }));
vi.mock('../../../src/services/access.api', () => ({ fetchAccesses: api.fetchAccesses, fetchAccessMap: api.fetchAccessMap }));
vi.mock('../../../src/services/rates.api', async (importOriginal) => ({ ...(await importOriginal<object>()), saveSpecialRate: api.saveSpecialRate }));
vi.mock('../../../src/machines/special-rate-wizard/special-rate-wizard.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ specialRateWizardMachine: typeof specialRateWizardMachine }>();
  return { ...chart, specialRateWizardMachine: probed(chart.specialRateWizardMachine, ['loadAccesses', 'saveSpecialRate']) };
});

setLocale('en');
const accessesCall = settleable();
const saveCall = settleable();
const spies = { saved: vi.fn(), close: vi.fn() };
beforeEach(() => {
  // The wizard's first date row is today in the lot's time zone: the oracle's today.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T18:00:00Z`));
  accessesCall.reset();
  saveCall.reset();
  api.fetchAccesses.mockImplementation(accessesCall.impl);
  api.fetchAccessMap.mockImplementation(async (path: string) => loaded.maps[path]);
  api.saveSpecialRate.mockImplementation(saveCall.impl);
});

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const tab = (name: string) => screen.getByRole('tabpanel', { name });
type Carry = { rules?: { name: string } };
/** The rule form holds what the event carries: its name is the one field the oracle's rules differ in. */
function typeRules(e: Carry) {
  if (e.rules) fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: e.rules.name } });
}

function view(input = specialRateWizardOracle.input): ViewOracle<typeof specialRateWizardMachine> {
  return {
    render: () => {
      spies.saved.mockReset();
      spies.close.mockReset();
      notifications.clean();
      render(<SpecialRateWizard lotId={input?.lotId ?? 1} timeZone="America/Monterrey" rate={input?.rate ?? null} asModal={false} onSaved={spies.saved} onClose={spies.close} />);
    },
    drive: {
      'xstate.done.actor.loadAccesses': async (e) => (await accessesCall.resolve((e as Done<typeof loaded>).output.accesses), true),
      'xstate.error.actor.loadAccesses': async (e) => (await accessesCall.reject((e as Failure).error), true),
      'xstate.done.actor.saveSpecialRate': async (e) => (await saveCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.saveSpecialRate': async (e) => (await saveCall.reject((e as Failure).error), true),
      'wizard.retry': () => (click('Retry'), true),
      // While the accesses load there is only the loader (the modal's own close button aside).
      'wizard.close': () => (screen.queryByRole('button', { name: 'Cancel' }) ? (click('Cancel'), true) : false),
      'wizard.selectAccess': (e) => {
        const name = loaded.accesses.find((a) => a.id === (e as { access: number }).access)?.name;
        if (name) fireEvent.click(screen.getByRole('radio', { name }));
        return name !== undefined;
      },
      'wizard.next': (e, s) => {
        if (s.value === 'rules' && (e as Carry).rules?.name.length !== undefined && (e as Carry).rules!.name.length < 3) return false;
        typeRules(e as Carry);
        click('Next');
        return true;
      },
      'wizard.back': (e) => (typeRules(e as Carry), click('Previous'), true),
      'wizard.finish': () => (click('Finish'), true),
      'dates.add': () => (click('Add dates'), true),
    },
    sees: {
      loading: () => expect(screen.getByLabelText('Loading')).toBeInTheDocument(),
      loadFailed: (c) => {
        expect(screen.getByRole('alert')).toHaveTextContent(`The accesses could not be read${c.loadError}`);
        expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      },
      map: (c) => {
        expect(tab('Map')).toBeInTheDocument();
        expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['-1', ...c.accesses.map((a) => String(a.id))]);
        expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', c.access === null);
        expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
      },
      rules: (c) => {
        expect(tab('Rules')).toBeInTheDocument();
        expect(screen.getByLabelText('Name', { exact: false })).toHaveValue(c.rules.name);
        expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
      },
      dates: (c) => {
        const panel = tab('Dates');
        // The date pickers show yyyy-MM-dd as dd/MM/yyyy.
        const shown = (day: string) => day.split('-').reverse().join('/');
        expect(within(panel).getAllByLabelText('From', { exact: false }).map((f) => f.textContent)).toEqual(c.dates.map((d) => shown(d.from)));
        expect(within(panel).getAllByLabelText('To', { exact: false }).map((f) => f.textContent)).toEqual(c.dates.map((d) => shown(d.to)));
        expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
        if (c.error) expect(screen.getByText(c.error)).toBeInTheDocument();
      },
      saving: (c) => {
        expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
        expect(api.saveSpecialRate).toHaveBeenLastCalledWith(c.lotId, expect.objectContaining({ access: c.access, name: c.rules.name }), c.rateId);
      },
      saved: async (c) => {
        expect(await screen.findByText(c.rateId === null ? `Special rate ${c.rules.name} created` : `Special rate ${c.rules.name} updated`)).toBeInTheDocument();
        expect(spies.saved).toHaveBeenCalledWith([]);
      },
      closed: () => {
        expect(spies.close).toHaveBeenCalledTimes(1);
        expect(spies.saved).not.toHaveBeenCalled();
      },
    },
  };
}

describeViewPaths(specialRateWizardOracle, view());
describeViewPaths({ ...specialRateWizardOracle, input: existingRate }, view(existingRate), 'editing a rate for All Gates');

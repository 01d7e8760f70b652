// The lot admin's /validations (src/ui/parking/validations/validations-screen.tsx) along the shortest path to every
// state of the validation-report chart, its actor stubbed (the replay answers for it): the loader in the report and
// the list, a failed read with Retry, the report per shop with its totals and the list of validations with the
// shops to filter by (issue 21 item 3, "reports per shop"). The policy editor beside them keeps loading.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { validationPolicyMachine } from '../../../src/machines/validation-policy/validation-policy.machine';
import type { validationReportMachine } from '../../../src/machines/validation-report/validation-report.machine';
import ValidationsScreen from '../../../src/ui/parking/validations/validations-screen';
import { storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import { actorOf, describeViewPaths, type ViewOracle } from '../chart/view-paths';
import { firstPage, validationReportOracle, wholeReport } from '../oracles/validation-report.oracle';

vi.mock('../../../src/machines/validation-report/validation-report.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ validationReportMachine: typeof validationReportMachine }>();
  return { ...chart, validationReportMachine: probed(chart.validationReportMachine) };
});
vi.mock('../../../src/machines/validation-policy/validation-policy.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ validationPolicyMachine: typeof validationPolicyMachine }>();
  return { ...chart, validationPolicyMachine: probed(chart.validationPolicyMachine) };
});

setLocale('en');
const alerts = () => screen.queryAllByRole('alert').filter((a) => !a.className.includes('Notification'));
/** A Select's input (a Select's label also names its list of options). */
const input = (label: string) => screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT') as HTMLInputElement;
/** The policy editor's loader stays; the report's and the list's come and go. */
const loaders = () => screen.getAllByLabelText('Loading').length - 1;

const view: ViewOracle<typeof validationReportMachine> = {
  render: () => void renderWithSession(<ValidationsScreen />, { path: '/validations', stored: storedSession({ activeLotId: 1 }) }),
  drive: {
    'report.export': (e) => {
      const index = (e as { what: string }).what === 'report' ? 0 : 1;
      const button = screen.queryAllByRole('button', { name: 'Export to Excel' })[index];
      if (!button || button.hasAttribute('disabled')) return false;
      fireEvent.click(button);
      return true;
    },
    'report.retry': () => {
      const retry = screen.queryAllByRole('button', { name: 'Retry' })[0];
      if (!retry) return false;
      fireEvent.click(retry);
      return true;
    },
  },
  sees: {
    loading: () => {
      expect(loaders()).toBe(2);
      expect(screen.queryByRole('table', { name: 'Report per shop' })).toBeNull();
    },
    failed: (c) => {
      // The report's and the list's place each say it.
      expect(alerts().map((a) => a.textContent)).toEqual(Array(2).fill(`The report could not be loaded${c.error}Retry`));
    },
    'shown.idle': (c) => {
      const failed = c.exportError ? [`The report could not be exported${c.exportError}`] : [];
      expect(alerts().map((a) => a.textContent)).toEqual(failed);
      for (const b of screen.getAllByRole('button', { name: 'Export to Excel' })) expect(b).toHaveProperty('disabled', false);
    },
    'shown.exporting': (c) => {
      const [report, list] = screen.getAllByRole('button', { name: 'Export to Excel' });
      expect((c.exporting === 'report' ? report : list).getAttribute('data-loading')).toBe('true');
      expect((c.exporting === 'report' ? list : report).hasAttribute('disabled')).toBe(true);
    },
    shown: (c) => {
      expect(loaders()).toBe(0);
      const report = screen.getByRole('table', { name: 'Report per shop' });
      const rows = within(report).getAllByRole('row');
      expect(rows.slice(1, -1).map((r) => r.textContent)).toEqual(c.report?.data.map((r) => `${r.shop_name}${r.billing === 'credits' ? 'Credits' : 'Monthly'}${r.count}${r.paid}MXN ${(r.applied_cents / 100).toFixed(2)}${r.credits}`));
      expect(within(report).getByTestId('report-applied')).toHaveTextContent(`MXN ${((c.report?.totals.applied_cents ?? 0) / 100).toFixed(2)}`);
      const list = screen.getByRole('table', { name: 'Validations' });
      expect(within(list).getAllByRole('row')[1]).toHaveTextContent('ABC123581Tienda CentroSucursal CentroFree minutes · 60 minutesTook off MXN 20.00');
    },
  },
};

describeViewPaths(validationReportOracle, view);

describe('validation-report view stories', () => {
  it("says beside the list's button why its download failed, until the next one", () => {
    view.render();
    const actor = actorOf('validationReport');
    act(() => actor.send({ type: 'xstate.done.actor.loadValidations', output: { report: wholeReport, list: firstPage } } as never));
    fireEvent.click(screen.getAllByRole('button', { name: 'Export to Excel' })[1]);
    expect(actor.getSnapshot().context.exporting).toBe('list');
    act(() => actor.send({ type: 'xstate.error.actor.exportValidations', error: new Error('Network error') } as never));
    const [failure] = alerts();
    expect(failure).toHaveTextContent('The report could not be exportedNetwork error');
    expect(failure.parentElement?.contains(screen.getAllByRole('button', { name: 'Export to Excel' })[1])).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Export to Excel' })[0]);
    expect(alerts()).toEqual([]);
  });

  it('sends the shop chosen and the next page; the shops offered are those met in the report', async () => {
    view.render();
    const actor = actorOf('validationReport');
    act(() => actor.send({ type: 'xstate.done.actor.loadValidations', output: { report: wholeReport, list: firstPage } } as never));
    fireEvent.click(input('Shop'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Boutique Norte', 'Tienda Centro']);
    fireEvent.click(screen.getByRole('option', { name: 'Tienda Centro' }));
    expect(actor.getSnapshot().context).toMatchObject({ shopId: 1, page: 1 });
    act(() => actor.send({ type: 'xstate.done.actor.loadValidations', output: { report: wholeReport, list: firstPage } } as never));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(actor.getSnapshot().context).toMatchObject({ shopId: 1, page: 2 });
  });
});

// Path tests of the company settings (admin Settings; issue 20): every generated path checked against the chart's
// transition table and oracle; then the percent view of a rate rule and the bodies the two forms send.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { adminSettingsMachine } from '../../src/machines/admin-settings/admin-settings.machine';
import { closingBodyOf, percentCode } from '../../src/machines/admin-settings/settings-form';
import { describeChart } from './chart/describe-chart';
import { adminSettingsOracle, closeLater, closeToday, read, taxed, TODAY } from './oracles/admin-settings.oracle';
import { pending } from './path-plan';

describeChart(adminSettingsOracle);

describe('admin-settings stories', () => {
  it('sends a closing with its note trimmed, and none as null (a reopening of everything)', () => {
    expect(closingBodyOf(closeLater)).toEqual({ lock_date: '2026-11-20', note: 'Cierre de quincena' });
    expect(closingBodyOf({ lockDate: null, note: ' Todo ' })).toEqual({ lock_date: null, note: 'Todo' });
  });

  it('reads a rate rule in percent, as the form shows rates', () => {
    expect(percentCode('range|0|10000')).toBe('range|0|100');
    expect(percentCode('range|1|10000')).toBe('range|0.01|100');
    expect(percentCode('type')).toBe('type');
  });

  it('takes nothing while a call is out: a second save or a closing waits for the first answer', () => {
    const actor = createActor(adminSettingsMachine.provide({ actors: { loadSettings: pending(), saveSettings: pending(), movePeriod: pending(), loadClosings: pending() } })).start();
    actor.send({ type: 'xstate.done.actor.loadSettings', output: read } as never);
    actor.send({ type: 'settings.save', values: taxed });
    expect(actor.getSnapshot().value).toEqual({ ready: 'saving' });
    actor.send({ type: 'settings.save', values: { ...taxed, language: 'es' } });
    actor.send({ type: 'closing.submit', values: closeLater, today: TODAY });
    expect(actor.getSnapshot().value).toEqual({ ready: 'saving' });
    expect(actor.getSnapshot().context.values).toEqual(taxed);
  });

  it('keeps a broken closing on its fields and asks before a valid one', () => {
    const actor = createActor(adminSettingsMachine.provide({ actors: { loadSettings: pending(), saveSettings: pending(), movePeriod: pending(), loadClosings: pending() } })).start();
    actor.send({ type: 'xstate.done.actor.loadSettings', output: read } as never);
    actor.send({ type: 'closing.submit', values: closeToday, today: TODAY });
    expect(actor.getSnapshot().context.closingProblems).toEqual({ lock_date: `before|${TODAY}`, note: 'min|3' });
    actor.send({ type: 'closing.submit', values: closeLater, today: TODAY });
    expect(actor.getSnapshot().value).toEqual({ ready: 'confirmingClosing' });
    actor.send({ type: 'closing.cancel' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });
});

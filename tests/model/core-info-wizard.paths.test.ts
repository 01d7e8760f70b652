// Path tests of the core-info wizard (spec 1 §2.4, §4, §5 core steps 1 to 4; issue 18 item 1): every generated path
// checked against the chart's transition table and oracle; then the steps' rules against the oracle's for more
// forms than the paths take, and the stories the spec names: a store's wizard starting at step 2 with step 1
// locked, the indicators going back outside a store only, closing back to step 1, a failed load closing.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accountProblems, shopDataProblems, taxpayerProblems, type CoreInfoForm } from '../../src/machines/core-info-wizard/core-info-form';
import { coreInfoWizardMachine } from '../../src/machines/core-info-wizard/core-info-wizard.machine';
import { describeChart } from './chart/describe-chart';
import * as oracle from './oracles/core-info-wizard.oracle';
import { pending } from './path-plan';

const { banks, broken, good, kept, shopInfo, storeInfo, STORE, shopSaved, storeSaved, outage } = oracle;

describeChart(oracle.coreInfoWizardOracle);

function live() {
  const warned: string[] = [];
  const machine = coreInfoWizardMachine.provide({
    actors: { loadCoreInfo: pending(), saveShopData: pending(), saveTaxpayer: pending(), saveAccount: pending() },
    actions: { warn: (_, params) => void warned.push(params.message) },
  });
  const actor = createActor(machine, { input: { shopId: oracle.SHOP } }).start();
  const send = (e: object) => actor.send(e as never);
  return { send, warned, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('core-info-wizard rules', () => {
  const forms: [string, CoreInfoForm][] = [
    ['good', good],
    ['kept', kept],
    ['broken', broken],
    ['empty', { ...broken, shop: { ...broken.shop, name: '', phone: '', email: '', country_code: '52', notUnder: [] }, taxpayer: { taxpayer: '', rfc: '' }, account: { ...broken.account, interbank_key: '', account_number: '', bank_id: null, name_receiver: '', identifying_text: '' } }],
    ['long', { ...good, shop: { ...good.shop, name: 'x'.repeat(51), address: 'y'.repeat(51), phone: '1234567890123456' }, taxpayer: { taxpayer: 'z'.repeat(101), rfc: 'A'.repeat(16) }, account: { ...good.account, interbank_key: '1'.repeat(21), account_number: '1'.repeat(16), name_receiver: 'n'.repeat(101) } }],
    ['edges', { ...good, shop: { ...good.shop, name: 'Abcd', phone: '(81) 1234-5678', notUnder: [1, STORE] }, taxpayer: { taxpayer: 'Abcde', rfc: 'ñab010101ab&' }, account: { ...good.account, interbank_key: '1'.repeat(20), account_number: '1'.repeat(15), bank_id: 4, identifying_text: '' } }],
    ['a US phone code, a PNG proof', { ...good, shop: { ...good.shop, country_code: '1' }, documents: { doc_taxpayer: oracle.taxPdf, doc_proof_address: new File(['x'], 'a.png', { type: 'image/png' }) } }],
  ];
  it.each(forms)('%s: each step breaks the rules the spec gives', (_label, form) => {
    expect(shopDataProblems(form, shopInfo.branchs.map((b) => b.id))).toEqual(oracle.shopProblems(form));
    expect(taxpayerProblems(form, false)).toEqual(oracle.taxpayerProblems(form, false));
    expect(taxpayerProblems(form, true)).toEqual(oracle.taxpayerProblems(form, true));
    expect(accountProblems(form, banks)).toEqual(oracle.accountProblems(form));
  });
});

describe('core-info-wizard stories', () => {
  it("a store's wizard starts at step 2, offers no Previous there nor any indicator, and Previous from step 3", () => {
    const m = live();
    m.send({ type: 'wizard.open', branchId: STORE });
    m.send({ type: 'xstate.done.actor.loadCoreInfo', output: { info: storeInfo, banks } });
    expect(m.value()).toEqual({ open: 'taxpayer' });
    m.send({ type: 'wizard.previous', form: kept });
    m.send({ type: 'wizard.goto', step: 1, form: kept });
    expect(m.value()).toEqual({ open: 'taxpayer' });
    m.send({ type: 'wizard.next', form: kept });
    m.send({ type: 'xstate.done.actor.saveTaxpayer', output: storeSaved });
    expect(m.value()).toEqual({ open: 'account' });
    m.send({ type: 'wizard.goto', step: 2, form: kept });
    expect(m.value()).toEqual({ open: 'account' });
    m.send({ type: 'wizard.previous', form: kept });
    expect(m.value()).toEqual({ open: 'taxpayer' });
  });

  it("the shop's wizard walks the four steps, its indicators go back, and Save closes to step 1", () => {
    const m = live();
    m.send({ type: 'wizard.open', branchId: null });
    m.send({ type: 'xstate.done.actor.loadCoreInfo', output: { info: shopInfo, banks } });
    expect(m.value()).toEqual({ open: 'shopData' });
    m.send({ type: 'wizard.next', form: good });
    m.send({ type: 'xstate.done.actor.saveShopData', output: shopSaved });
    m.send({ type: 'wizard.next', form: good });
    m.send({ type: 'xstate.done.actor.saveTaxpayer', output: shopSaved });
    m.send({ type: 'wizard.next', form: good });
    m.send({ type: 'xstate.done.actor.saveAccount', output: shopSaved });
    expect(m.value()).toEqual({ open: 'cards' });
    m.send({ type: 'wizard.goto', step: 1, form: kept });
    expect(m.value()).toEqual({ open: 'shopData' });
    m.send({ type: 'wizard.close' });
    expect(m.value()).toBe('closed');
    m.send({ type: 'wizard.open', branchId: null });
    m.send({ type: 'xstate.done.actor.loadCoreInfo', output: { info: shopInfo, banks } });
    expect(m.value()).toEqual({ open: 'shopData' });
  });

  it('a failed load closes the wizard with the notice; closing a store wizard forgets the store', () => {
    const m = live();
    m.send({ type: 'wizard.open', branchId: STORE });
    m.send({ type: 'xstate.error.actor.loadCoreInfo', error: outage });
    expect([m.value(), m.warned, m.context().branchId]).toEqual(['closed', ['Network error'], null]);
    m.send({ type: 'wizard.open', branchId: STORE });
    m.send({ type: 'xstate.done.actor.loadCoreInfo', output: { info: storeInfo, banks } });
    m.send({ type: 'wizard.close' });
    expect([m.value(), m.context().branchId, m.context().info]).toEqual(['closed', null, null]);
  });

  it('a broken step keeps what was typed and does not move; a refused save returns to its step', () => {
    const m = live();
    m.send({ type: 'wizard.open', branchId: null });
    m.send({ type: 'xstate.done.actor.loadCoreInfo', output: { info: shopInfo, banks } });
    m.send({ type: 'wizard.next', form: broken });
    expect(m.value()).toEqual({ open: 'shopData' });
    expect(m.context().form).toBe(broken);
    expect(m.context().problems).toEqual(oracle.shopProblems(broken));
    m.send({ type: 'wizard.next', form: good });
    m.send({ type: 'xstate.error.actor.saveShopData', error: oracle.refused });
    expect([m.value(), m.context().fieldErrors]).toEqual([{ open: 'shopData' }, oracle.refused.errors]);
  });
});

// Path tests of the fiscal and bank data modal (spec 3 §2 "Fiscal and bank info modal (2 steps)", §5 Fiscal;
// issue 16 item 3): every generated path checked against the chart's transition table and oracle; then the
// form's rules against the oracle's for more values than the paths take, the bank a CLABE names, and a refused
// save that returns to the step of its field and keeps what was typed.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bankOfClabe, clabeDigits, problemsOf, saveRequestOf } from '../../src/machines/fiscal-info/fiscal-form';
import { fiscalInfoMachine } from '../../src/machines/fiscal-info/fiscal-info.machine';
import { describeChart } from './chart/describe-chart';
import {
  addressPng,
  badAccount,
  badDocuments,
  badTaxpayer,
  banks,
  bothDocuments,
  expectedProblems,
  filled,
  fiscalInfoOracle,
  noDocuments,
  rfcRefused,
  stored,
  taxPdf,
} from './oracles/fiscal-info.oracle';
import { pending } from './path-plan';

describeChart(fiscalInfoOracle);

function live() {
  const actor = createActor(fiscalInfoMachine.provide({ actors: { loadFiscalInfo: pending(), saveFiscalInfo: pending(), downloadDocument: pending() } }), { input: { lotId: 7 } }).start();
  const send = (e: object) => actor.send(e as never);
  return { send, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('fiscal-info rules', () => {
  const cases: [string, typeof filled, typeof bothDocuments, boolean][] = [
    ['filled, first save', filled, bothDocuments, false],
    ['filled, no documents, first save', filled, noDocuments, false],
    ['filled, no documents, stored', filled, noDocuments, true],
    ['broken step 1 with bad documents', badTaxpayer, badDocuments, true],
    ['broken step 2', badAccount, bothDocuments, false],
    ['a CLABE of BANAMEX with SANTANDER chosen', { ...filled, interbank_account: '002010077777777771' }, bothDocuments, false],
    ['a CLABE of 17 digits, no bank', { ...filled, interbank_account: '00201007777777777', bank_id: null }, bothDocuments, false],
    ['a bank not offered', { ...filled, bank_id: 99 }, bothDocuments, false],
    ['a lower-case RFC with spaces around, an account in blocks', { ...filled, rfc: ' eno0101017a1 ', bank_account: '0777 777 7777' }, bothDocuments, false],
    ['an RFC of 16, a name of 101, an identifying name of 51', { ...filled, rfc: 'ENO0101017A1XXXX', taxpayer_name: 'x'.repeat(101), identifying_name: 'y'.repeat(51) }, bothDocuments, false],
    ['empty', { taxpayer_name: '', rfc: '', interbank_account: '', bank_account: '', bank_id: null, account_owner: '', identifying_name: '' }, noDocuments, false],
    ['a JPEG address, an account of 16 digits', { ...filled, bank_account: '1234567890123456' }, { taxpayer_file: taxPdf, address_file: new File(['x'], 'a.jpg', { type: 'image/jpeg' }) }, false],
  ];
  it.each(cases)('%s: the form breaks the rules the spec gives', (_label, values, documents, hasStored) => {
    expect(problemsOf(values, documents, banks, hasStored)).toEqual(expectedProblems(values, documents, hasStored));
  });

  it('names the bank of a CLABE once its first three digits are typed, blocks or not', () => {
    expect(bankOfClabe(banks, '01')).toBeNull();
    expect(bankOfClabe(banks, '014')?.bank).toBe('SANTANDER');
    expect(bankOfClabe(banks, '072 180 0000')?.bank).toBe('BANORTE');
    expect(bankOfClabe(banks, '999')).toBeNull();
    expect(clabeDigits('002-010-07777777777-1 99')).toBe('002010077777777771');
  });

  it('sends the spec\'s fields: trimmed, the RFC upper-cased, the CLABE and the account as digits', () => {
    expect(saveRequestOf(7, { ...filled, rfc: ' eno0101017a1 ', interbank_account: '014 027 00000555555 8', bank_account: '0777 777 7777', account_owner: ' Norte ' }, { taxpayer_file: null, address_file: addressPng })).toEqual({
      lotId: 7,
      body: { ...filled, rfc: 'ENO0101017A1', bank_account: '07777777777', account_owner: 'Norte' },
      documents: { taxpayer_file: null, address_file: addressPng },
    });
  });
});

describe('fiscal-info stories', () => {
  it('a refusal of step 1\'s RFC shows step 1 with every value kept, and Next again keeps step 2 as typed', () => {
    const m = live();
    m.send({ type: 'xstate.done.actor.loadFiscalInfo', output: { info: stored, banks } });
    m.send({ type: 'fiscal.next', values: filled, documents: noDocuments });
    m.send({ type: 'fiscal.save', values: filled, documents: noDocuments });
    expect(m.value()).toBe('saving');
    m.send({ type: 'xstate.error.actor.saveFiscalInfo', error: rfcRefused });
    expect(m.value()).toEqual({ taxpayer: 'ready' });
    expect([m.context().values, m.context().fieldErrors]).toEqual([filled, rfcRefused.errors]);
    m.send({ type: 'fiscal.next', values: { ...filled, rfc: 'ENO0101017A2' }, documents: noDocuments });
    expect(m.value()).toBe('account');
    expect(m.context().values.interbank_account).toBe(filled.interbank_account);
    expect(m.context().fieldErrors).toEqual({});
  });

  it('the first save needs both documents: Next stays on step 1 without them', () => {
    const m = live();
    m.send({ type: 'xstate.done.actor.loadFiscalInfo', output: { info: null, banks } });
    m.send({ type: 'fiscal.next', values: filled, documents: { taxpayer_file: taxPdf, address_file: null } });
    expect(m.value()).toEqual({ taxpayer: 'ready' });
    expect(m.context().problems).toEqual({ address_file: 'required' });
  });
});
